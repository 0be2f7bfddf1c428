import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SIGNUP_MESSAGES } from '@portal/shared-contracts/core';
import { cognitoError } from '../../../testing/fakeSession';
import { fakeMountProps, renderWithProviders, type TestMountProps } from '../../../testing/renderWithProviders';
import LoginPage from '../LoginPage';

const location = (): string => screen.getByTestId('location').textContent ?? '';
const alertText = (): string => screen.getByRole('alert').textContent ?? '';

function setUp(): { user: UserEvent; mountProps: TestMountProps } {
  const user = userEvent.setup();
  const mountProps = fakeMountProps();
  mountProps.session.requestPasswordReset.mockResolvedValue(undefined);
  mountProps.session.confirmPasswordReset.mockResolvedValue(undefined);
  renderWithProviders(<LoginPage />, { url: '/?view=reset', mountProps });
  return { user, mountProps };
}

/** Step 1 done for `email`: the page shows step 2. */
async function requestCode(user: UserEvent, email = 'pro@demo.test'): Promise<void> {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: /Send Code/ }));
  await screen.findByLabelText('Reset code');
}

async function fillStep2(user: UserEvent, code: string, password: string, confirmation: string): Promise<void> {
  if (code) await user.type(screen.getByLabelText('Reset code'), code);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: /Reset Password/ }));
}

describe('Password reset (inside the login page)', () => {
  it('opens from the Forgot Password link and goes back with Back to Login', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />);
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(location()).toBe('/?view=reset');
    expect(screen.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(location()).toBe('/');
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeInTheDocument();
  });

  it('carries the e-mail typed on the login form into step 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />);
    await user.type(screen.getByLabelText('Email'), 'pro@demo.test');
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(screen.getByLabelText('Email')).toHaveValue('pro@demo.test');
  });

  describe('step 1', () => {
    it.each([[''], ['   ']])('does not send a code for the e-mail %j', async (email) => {
      const { user, mountProps } = setUp();
      if (email) await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: /Send Code/ }));
      expect(alertText()).toBe('*Fields cannot be empty');
      expect(mountProps.session.requestPasswordReset).not.toHaveBeenCalled();
    });

    it('sends the code to the trimmed e-mail and moves to step 2', async () => {
      const { user, mountProps } = setUp();
      await requestCode(user, ' pro@demo.test ');
      expect(mountProps.session.requestPasswordReset).toHaveBeenCalledWith('pro@demo.test');
      expect(screen.getByText('We emailed a reset code to pro@demo.test.')).toBeInTheDocument();
      for (const label of ['New password', 'Confirm new password']) {
        expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
        expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
      }
      expect(screen.getByLabelText('New password')).toHaveAttribute('placeholder', 'At least 8 characters');
      expect(screen.getByLabelText('Confirm new password')).not.toHaveAttribute('placeholder');
      expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
    });

    it.each([
      ['UserNotFoundException', 'User does not exist'],
      ['LimitExceededException', 'Too many attempts. Please wait a few minutes and try again.'],
      ['InternalErrorException', 'Unexpected Error'],
    ])('stays on step 1 and explains a %s', async (name, text) => {
      const { user, mountProps } = setUp();
      mountProps.session.requestPasswordReset.mockRejectedValue(cognitoError(name));
      await user.type(screen.getByLabelText('Email'), 'nobody@demo.test');
      await user.click(screen.getByRole('button', { name: /Send Code/ }));
      await waitFor(() => expect(alertText()).toBe(text));
      expect(screen.queryByLabelText('Reset code')).toBeNull();
    });
  });

  describe('step 2', () => {
    it.each([
      ['the code', '', 'NewPass!234', 'NewPass!234'],
      ['the new password', '123456', '', 'NewPass!234'],
      ['the confirmation', '123456', 'NewPass!234', ''],
    ])('needs %s', async (_missing, code, password, confirmation) => {
      const { user, mountProps } = setUp();
      await requestCode(user);
      await fillStep2(user, code, password, confirmation);
      expect(alertText()).toBe('*Fields cannot be empty');
      expect(mountProps.session.confirmPasswordReset).not.toHaveBeenCalled();
    });

    it('refuses a confirmation that does not match, before calling the host', async () => {
      const { user, mountProps } = setUp();
      await requestCode(user);
      await fillStep2(user, '123456', 'NewPass!234', 'NewPass!235');
      expect(alertText()).toBe('The passwords do not match.');
      expect(mountProps.session.confirmPasswordReset).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText('Confirm new password'), 'x');
      expect(alertText()).toBe('');
    });

    it.each([
      ['CodeMismatchException', 'The reset code is not correct. Check the code we emailed you and try again.'],
      ['ExpiredCodeException', 'The reset code has expired. Go back to login and request a new one.'],
      ['InvalidPasswordException', `This password is too weak. ${SIGNUP_MESSAGES.passwordRule}`],
      ['LimitExceededException', 'Too many attempts. Please wait a few minutes and try again.'],
      ['UserNotFoundException', 'User does not exist'],
      ['SomethingElseException', 'Unexpected Error'],
    ])('explains a %s and stays on step 2 without tracking', async (name, text) => {
      const { user, mountProps } = setUp();
      mountProps.session.confirmPasswordReset.mockRejectedValue(cognitoError(name));
      await requestCode(user);
      await fillStep2(user, '123456', 'weakweak', 'weakweak');
      await waitFor(() => expect(alertText()).toBe(text));
      expect(screen.getByLabelText('Reset code')).toHaveValue('123456');
      expect(mountProps.bus.published('analytics/tracked')).toEqual([]);
    });

    it('resets, tracks "Password Reset Successful" and returns to the login form with a note', async () => {
      const { user, mountProps } = setUp();
      await requestCode(user, 'pro@demo.test');
      await fillStep2(user, ' 123456 ', 'NewPass!234', 'NewPass!234');
      await screen.findByRole('button', { name: /Sign in/ });
      expect(mountProps.session.confirmPasswordReset).toHaveBeenCalledWith('pro@demo.test', '123456', 'NewPass!234');
      expect(mountProps.bus.published('analytics/tracked')).toEqual([{ name: 'Password Reset Successful' }]);
      expect(location()).toBe('/');
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset. Sign in with your new password.');
      expect(screen.getByLabelText('Email')).toHaveValue('pro@demo.test');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });
  });
});
