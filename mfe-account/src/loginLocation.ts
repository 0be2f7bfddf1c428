/*
 * How other pages of this remote send the user to the login page (`/`): the view search
 * parameter and the navigation state the login page reads. Sign-up and password reset use it.
 */

/** Search parameter of the login page's view: `/?view=reset` shows the password reset. */
export const LOGIN_VIEW_PARAM = 'view';

/** Notes the login page shows after another flow sent the user back to it. */
export type LoginNotice = 'passwordReset' | 'accountConfirmed';

/** Navigation state the login page understands (`navigate('/', { state })`). */
export interface LoginLocationState {
  readonly notice?: LoginNotice;
  /** Pre-fills the e-mail field. */
  readonly email?: string;
}

/** Reads the login page's navigation state, ignoring anything it does not know. */
export function readLoginState(state: unknown): LoginLocationState {
  if (!state || typeof state !== 'object') return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    ...(notice === 'passwordReset' || notice === 'accountConfirmed' ? { notice } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}
