import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { installFakeFetch } from '../../testing/fakeFetch';
import { signUpApi } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SignUpPage from './SignUpPage';
import { renderSignUpPage } from './signUpPageTesting';

// The form's project code field: the debounced availability check and its hint.

const HINT = 'Project code not available, please use another one.';
const projectCode = (): HTMLElement => screen.getByLabelText('Project Code');

describe('SignUpPage: project code availability', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once, 400 ms after the last keystroke, with the lowercased code', async () => {
    const { user, net } = await renderSignUpPage({ taken: ['demo-pro'], fakeTimers: true });
    await user.type(projectCode(), 'Demo-Pro');
    expect(net.callsTo('/v1/projects')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(399));
    expect(net.callsTo('/v1/projects')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(net.callsTo('/v1/projects')).toHaveLength(1));
    expect(net.callsTo('/v1/projects').map((u) => u.searchParams.get('code'))).toEqual(['demo-pro']);
  });

  it(`shows "${HINT}" while the code is taken`, async () => {
    const { user } = await renderSignUpPage({ taken: ['demo-pro'], fakeTimers: true });
    await user.type(projectCode(), 'demo-pro');
    await act(async () => jest.advanceTimersByTime(400));
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    expect(projectCode()).toHaveAccessibleDescription(HINT);
    await user.type(projectCode(), 'x');
    expect(screen.queryByText(HINT)).toBeNull();
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('does not ask again for a code it has an answer for', async () => {
    const { user, net } = await renderSignUpPage({ taken: ['demo-pro'], fakeTimers: true });
    await user.type(projectCode(), 'demo-pro');
    await act(async () => jest.advanceTimersByTime(400));
    await user.type(projectCode(), 'x');
    await act(async () => jest.advanceTimersByTime(400));
    await user.type(projectCode(), '{Backspace}');
    await act(async () => jest.advanceTimersByTime(400));
    expect(net.callsTo('/v1/projects').map((u) => u.searchParams.get('code'))).toEqual(['demo-pro', 'demo-prox']);
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('treats an error answer as taken', async () => {
    const net = installFakeFetch((url, init) => (url.pathname === '/v1/projects' ? { status: 500 } : signUpApi()(url, init)));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<SignUpPage />, { url: '/create_user' });
    await screen.findByText(/^Selected plan: /);
    await user.type(projectCode(), 'anything');
    await act(async () => jest.advanceTimersByTime(400));
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    expect(net.callsTo('/v1/projects')).toHaveLength(1);
  });
});
