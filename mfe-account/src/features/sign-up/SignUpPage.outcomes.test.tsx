import { screen, waitFor } from '@testing-library/react';
import { TYPED, location, navState, signUpAnswering, signUpButton } from './signUpPageTesting';

// The answers of a sign-up that do not lead to a code: failed, usernameExists and
// reSendCode (each with its way back), and a creation call that throws (back to the form).

// A whole sign-up through antd's form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(30_000); // each test fills the whole form in jsdom: seconds on a loaded CI machine

describe('SignUpPage: outcomes without a code', () => {
  it('failed: "There was an error please try again"; Try Again brings the form back, less the password', async () => {
    const { user } = await signUpAnswering('failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error please try again');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    // An e-mail input's value is sanitised (trimmed) by the browser itself.
    expect(screen.getByLabelText('Email')).toHaveValue('new@demo.test');
    expect(screen.getByLabelText('Project Code')).toHaveValue(' coastal-fc ');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Coastal FC');
    expect(screen.getByLabelText('Country').closest('.ant-select')).toHaveTextContent('New Zealand');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(signUpButton()).toBeEnabled();
  });

  it('usernameExists: says the e-mail exists; Login Page goes to login with the e-mail', async () => {
    const { user } = await signUpAnswering('usernameExists');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email you used already exists in the system, try password recovery');
    await user.click(screen.getByRole('button', { name: 'Login Page' }));
    expect(location()).toHaveTextContent(/^\/$/);
    expect(navState()).toEqual({ email: 'new@demo.test' });
  });

  it('reSendCode: says the account was never confirmed; the return button brings the form back', async () => {
    const { user } = await signUpAnswering('reSendCode');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account was never confirmed, please contact support');
    await user.click(screen.getByRole('button', { name: 'Back to Sign Up' }));
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue(TYPED['First Name']);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('SignUpPage: a creation call that throws', () => {
  it('shows the server error string under the button, on the form', async () => {
    await signUpAnswering(new Error('Project code is taken'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Project code is taken'));
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('says "Unexpected Error in creation" when the server sent no error string (a network failure)', async () => {
    await signUpAnswering(new TypeError('Failed to fetch'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Error in creation'));
  });
});
