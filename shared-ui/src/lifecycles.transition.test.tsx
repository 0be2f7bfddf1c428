import { act, screen } from '@testing-library/react';
import { createRemoteLifecycles } from './lifecycles';
import { parcelMountProps } from './testing/fakeMountProps';

// React's own startTransition, watched: the remote's page must be rendered inside one.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  return { ...actual, startTransition: jest.fn((scope: () => void) => actual.startTransition(scope)) };
});
const { startTransition } = jest.requireMock<{ startTransition: jest.Mock }>('react');

it("renders a remote's page in a transition, which React renders in slices rather than in one long task", async () => {
  const Plain = (): React.ReactElement => <h1>Plain page</h1>;
  const lifecycles = createRemoteLifecycles({ name: 'mfe-storyboards', App: Plain });
  const props = parcelMountProps('mfe-storyboards');
  await lifecycles.bootstrap(props);
  let mounted: Promise<unknown> | undefined;
  await act(async () => {
    mounted = lifecycles.mount(props);
  });
  await mounted;
  expect(startTransition).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Plain page' })).toBeInTheDocument();
  await act(async () => {
    await lifecycles.unmount(props);
  });
});
