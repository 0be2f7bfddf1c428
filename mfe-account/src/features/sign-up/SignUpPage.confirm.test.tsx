import { act, screen, waitFor } from '@testing-library/react';
import { cognitoError } from '../../testing/fakeSession';
import { location, navState, renderSignUpPage, signUpAnswering, signUpButton, submitValidForm } from './signUpPageTesting';

// From Sign Up to login: creating (the spinner), awaitingAuth (the e-mailed code, resend)
// and done (to login with a note).

// A whole sign-up through antd's form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(30_000); // each test fills the whole form in jsdom: seconds on a loaded CI machine

describe('SignUpPage: creating', () => {
  it('shows a spinner while the account is created', async () => {
    const setup = await renderSignUpPage();
    let finish: (outcome: 'awaitingAuth') => void = () => undefined;
    setup.mountProps.session.signUp.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await submitValidForm(setup);
    expect(await screen.findByText('Creating your account...')).toBeInTheDocument();
    await waitFor(() => expect(signUpButton()).toHaveClass('ant-btn-loading'));
    await act(async () => finish('awaitingAuth'));
    expect(screen.queryByText('Creating your account...')).toBeNull();
  });
});

describe('SignUpPage: awaitingAuth', () => {
  it('asks for the e-mailed code, confirms it and goes to login with a note', async () => {
    const { user, mountProps } = await signUpAnswering('awaitingAuth');
    mountProps.session.confirmSignUp.mockResolvedValue(undefined);
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('We emailed a confirmation code to new@demo.test.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmation Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(mountProps.session.confirmSignUp).toHaveBeenCalledWith('new@demo.test', '123456');
    expect(navState()).toEqual({ notice: 'accountConfirmed', email: 'new@demo.test' });
  });

  it('an empty code is required', async () => {
    const { user, mountProps } = await signUpAnswering('awaitingAuth');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirmation Code is required.');
    expect(mountProps.session.confirmSignUp).not.toHaveBeenCalled();
  });

  it.each([
    ['CodeMismatchException', 'That code is not correct. Check the code we emailed you and try again.'],
    ['ExpiredCodeException', 'That code has expired. Use Resend code to get a new one.'],
    ['InternalErrorException', 'Unexpected Error in confirmation'],
  ])('a %s stays on the code with its text under the button', async (name, text) => {
    const { user, mountProps } = await signUpAnswering('awaitingAuth');
    mountProps.session.confirmSignUp.mockRejectedValue(cognitoError(name));
    await user.type(await screen.findByLabelText('Confirmation Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(location()).toHaveTextContent('/create_user');
  });

  it('Resend code sends a new code and says so', async () => {
    const { user, mountProps } = await signUpAnswering('awaitingAuth');
    mountProps.session.resendSignUpCode.mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to new@demo.test.')).toBeInTheDocument();
    expect(mountProps.session.resendSignUpCode).toHaveBeenCalledWith('new@demo.test');
  });

  it('a failed resend is shown under the button', async () => {
    const { user } = await signUpAnswering('awaitingAuth');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code could not be sent again, please try again.'));
  });
});
