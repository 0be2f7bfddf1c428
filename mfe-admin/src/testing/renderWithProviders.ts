import { remoteTestHelpers } from '@portal/shared-ui/testing';

/** The shared render helpers, with mount props that name this remote. */
export const { fakeMountProps, renderWithProviders } = remoteTestHelpers('mfe-admin');
