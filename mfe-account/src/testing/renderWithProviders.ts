import { remoteTestHelpers } from '@portal/shared-ui/testing';

export { TEST_API_URL, TEST_MARKETING_URL, recordingBus } from '@portal/shared-ui/testing';
export type { RecordingBus, RenderOptions, RenderWithProvidersResult, TestMountProps } from '@portal/shared-ui/testing';

/** The shared render helpers, with mount props that name this remote. */
export const { fakeMountProps, renderWithProviders } = remoteTestHelpers('mfe-account');
