import { DeepStoryRoutes } from '../DeepStoryRoutes';
import { reducer, rootSaga } from '../store';
import { fakeMountProps, renderWithProviders } from './renderWithProviders';
import { deepStorySession } from './sessions';
import type { TestMountProps } from '@portal/shared-ui/testing';

/**
 * Renders the remote's routes at `path` as the host would mount it there: a real store
 * with the root saga, mount props whose session is a signed-in Pro customer (42) unless
 * told, and a location probe (test id "location").
 */
export function renderAt(path: string, mountProps: TestMountProps = fakeMountProps({ session: deepStorySession() })) {
  return renderWithProviders(<DeepStoryRoutes />, { url: path, mountProps, store: { reducer, saga: rootSaga } });
}
