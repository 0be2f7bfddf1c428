import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_OUT, AUTH_MESSAGES } from '@portal/shared-contracts/core';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import LoginPage from './LoginPage';

const email = (): HTMLElement => screen.getByLabelText('Email');
const password = (): HTMLElement => screen.getByLabelText('Password');
const signInButton = (): HTMLElement => screen.getByRole('button', { name: /Sign in/ });
const alertText = (): string => screen.getByRole('alert').textContent ?? '';

describe('LoginPage', () => {
  it('is headed "Welcome back." and titled Login', () => {
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back.' })).toBeInTheDocument();
    expect(document.title).toBe('Story Portal | Login');
  });

  it('has labelled e-mail and password fields, the password placeholder mentioning 8 characters', () => {
    renderWithProviders(<LoginPage />);
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('placeholder', 'At least 8 characters');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('links to the password reset, the contact page for non-members and the sign-up page', () => {
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/?view=reset');
    expect(screen.getByText(/Not a member yet\?/)).toContainElement(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactform');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/create_user');
  });

  it('shows an attributed quote', () => {
    const { container } = renderWithProviders(<LoginPage />);
    const figure = container.querySelector('figure');
    expect(figure?.querySelector('blockquote')).toHaveTextContent('The universe is made of stories, not of atoms.');
    expect(figure?.querySelector('figcaption')).toHaveTextContent('Muriel Rukeyser');
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'pro@demo.test', ''],
    ['the e-mail empty', '', 'Demo!2345'],
    ['the e-mail only spaces', '   ', 'Demo!2345'],
  ])('with %s, says "*Fields cannot be empty" and does not sign in', async (_case, mail, pw) => {
    const user = userEvent.setup();
    const { mountProps } = renderWithProviders(<LoginPage />);
    if (mail) await user.type(email(), mail);
    if (pw) await user.type(password(), pw);
    await user.click(signInButton());
    expect(alertText()).toBe('*Fields cannot be empty');
    expect(mountProps.session.signIn).not.toHaveBeenCalled();
  });

  it.each([['Email'], ['Password']])('clears the empty-fields message when the %s field is edited', async (label) => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />);
    await user.click(signInButton());
    expect(alertText()).toBe(AUTH_MESSAGES.fieldsCannotBeEmpty);
    await user.type(screen.getByLabelText(label), 'x');
    expect(alertText()).toBe('');
  });

  it('signs in with the trimmed e-mail, shows a spinner meanwhile and leaves navigation to the host', async () => {
    const user = userEvent.setup();
    const mountProps = fakeMountProps();
    let finish: (value: typeof SIGNED_OUT) => void = () => undefined;
    mountProps.session.signIn.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<LoginPage />, { mountProps });
    await user.type(email(), '  pro@demo.test ');
    await user.type(password(), 'Demo!2345');
    await user.click(signInButton());
    expect(mountProps.session.signIn).toHaveBeenCalledWith('pro@demo.test', 'Demo!2345');
    expect(signInButton()).toHaveClass('ant-btn-loading');
    await act(async () => finish({ ...SIGNED_OUT, status: 'signedIn' }));
    expect(signInButton()).not.toHaveClass('ant-btn-loading');
    expect(alertText()).toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(mountProps.navigate).not.toHaveBeenCalled();
  });

  it.each([['User does not exist'], ['Incorrect Password.'], ['Verification failed'], ['Unexpected Error']])(
    'shows the host\'s text "%s" under the button once when sign-in fails',
    async (text) => {
      const user = userEvent.setup();
      const mountProps = fakeMountProps();
      mountProps.session.signIn.mockImplementation(async () => {
        // The host stores the same text in the snapshot before rejecting.
        mountProps.session.setSnapshot({ error: text });
        throw new Error(text);
      });
      renderWithProviders(<LoginPage />, { mountProps });
      await user.type(email(), 'someone@demo.test');
      await user.type(password(), 'wrong-password');
      await user.click(signInButton());
      await waitFor(() => expect(signInButton()).not.toHaveClass('ant-btn-loading'));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${text.replace('.', '\\.')}$`));
      expect(within(screen.getByRole('form', { name: 'Sign in' })).getAllByText(text)).toHaveLength(1);
    },
  );

  it('shows "Unexpected Error" when sign-in rejects without a message', async () => {
    const user = userEvent.setup();
    const mountProps = fakeMountProps();
    mountProps.session.signIn.mockRejectedValue(new Error(''));
    renderWithProviders(<LoginPage />, { mountProps });
    await user.type(email(), 'a@b.test');
    await user.type(password(), 'x');
    await user.click(signInButton());
    expect(alertText()).toBe('Unexpected Error');
  });

  it('shows the stored error of the session under the button until a field is edited', async () => {
    const user = userEvent.setup();
    const mountProps = fakeMountProps();
    mountProps.session.setSnapshot({ error: 'Verification failed' });
    renderWithProviders(<LoginPage />, { mountProps });
    expect(alertText()).toBe('Verification failed');
    await user.type(email(), 'a');
    expect(alertText()).toBe('');
  });

  it('shows a stored error that arrives while the page is open', () => {
    const mountProps = fakeMountProps();
    renderWithProviders(<LoginPage />, { mountProps });
    act(() => mountProps.session.setSnapshot({ error: 'User does not exist' }));
    expect(alertText()).toBe('User does not exist');
  });

  it('notes a confirmed sign-up and pre-fills the e-mail when sent back from sign-up', () => {
    renderWithProviders(<LoginPage />, { url: { pathname: '/', state: { notice: 'accountConfirmed', email: 'new@demo.test' } } });
    expect(screen.getByRole('status')).toHaveTextContent('Your account is confirmed. Sign in to get started.');
    expect(email()).toHaveValue('new@demo.test');
  });

  it('ignores navigation state it does not know', () => {
    renderWithProviders(<LoginPage />, { url: { pathname: '/', state: { notice: 'hacked', email: 42 } } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(email()).toHaveValue('');
  });
});
