import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { EventMap, SignUpInput, SignUpOutcome } from '@portal/shared-contracts/core';
import { installFakeFetch, type FakeFetch } from '../../testing/fakeFetch';
import { VALID_SIGN_UP_VALUES, signUpApi } from '../../testing/fixtures';
import { fakeMountProps, renderWithProviders, type TestMountProps } from '../../testing/renderWithProviders';
import SignUpPage from './SignUpPage';

// The SignUpPage.*.test.tsx files share this: the page on the fake api, the form filled
// as a person would, and the probes they assert on.

export interface SignUpSetup {
  readonly user: UserEvent;
  readonly mountProps: TestMountProps;
  readonly net: FakeFetch;
}

export interface RenderSignUpOptions {
  readonly url?: string;
  /** Project codes the api answers as taken. */
  readonly taken?: readonly string[];
  /** Drive user-event with jest's fake timers (the test has called jest.useFakeTimers()). */
  readonly fakeTimers?: boolean;
}

/** Renders /create_user on the fake api and waits for the plan line. */
export async function renderSignUpPage({ url = '/create_user', taken, fakeTimers = false }: RenderSignUpOptions = {}): Promise<SignUpSetup> {
  const net = installFakeFetch(signUpApi(taken));
  const user = userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
  const mountProps = fakeMountProps();
  renderWithProviders(<SignUpPage />, { url, mountProps });
  await screen.findByText(/^Selected plan: /);
  return { user, mountProps, net };
}

export const signUpButton = (): HTMLElement => screen.getByRole('button', { name: /^(loading )?Sign Up$/ });
export const termsCheckbox = (): HTMLElement => screen.getByRole('checkbox', { name: 'I accept the terms of service' });
export const location = (): HTMLElement => screen.getByTestId('location');
export const navState = (): unknown => JSON.parse(location().getAttribute('data-state') || 'null');
export const toasts = (mountProps: TestMountProps): Array<EventMap['toast/requested']> => mountProps.bus.published('toast/requested');

/** Sets a text field as typing would (a change event; faster than typing each key). */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Picks `title` in the antd Select labelled `label`, typing `search` first. */
async function pick(user: UserEvent, label: string, search: string, title: string): Promise<void> {
  const box = screen.getByLabelText(label);
  await user.click(box);
  fireEvent.change(box, { target: { value: search } });
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  await user.click(option);
}

/** The text fields as a person types them (padded, mixed case); Country and Industry are picked. */
export const TYPED = {
  Email: '  new@demo.test ',
  Password: ' Secret!23 ',
  'Project Code': ' Coastal-FC ',
  'First Name': ' Nia ',
  'Last Name': ' Ng ',
  'Company Name': 'Coastal FC',
  'Role/Position': 'Marketing Manager',
  'Post Code': '2000',
};

/** What session.signUp receives for TYPED on the default (Starter) plan. */
export const EXPECTED_INPUT: SignUpInput = { ...VALID_SIGN_UP_VALUES, country: 'New Zealand', selectTrialPriceId: 'price_starter_month' };

/** Fills every field with TYPED (patched), New Zealand and a sporting industry. */
export async function fillForm(user: UserEvent, patch: Partial<typeof TYPED> = {}): Promise<void> {
  for (const [label, value] of Object.entries({ ...TYPED, ...patch })) fill(label, value);
  await pick(user, 'Country', 'new z', 'New Zealand');
  await pick(user, 'Industry', 'sporting and rec', 'Sporting and Recreational Camps');
}

/** Fills the form validly, ticks the terms and presses Sign Up. */
export async function submitValidForm({ user }: SignUpSetup): Promise<void> {
  await fillForm(user);
  await user.click(termsCheckbox());
  await user.click(signUpButton());
}

/** Renders the page, lets session.signUp resolve with `answer` (or reject with it) and submits a valid form. */
export async function signUpAnswering(answer: SignUpOutcome | Error, options: RenderSignUpOptions = {}): Promise<SignUpSetup> {
  const setup = await renderSignUpPage(options);
  if (answer instanceof Error) setup.mountProps.session.signUp.mockRejectedValue(answer);
  else setup.mountProps.session.signUp.mockResolvedValue(answer);
  await submitValidForm(setup);
  return setup;
}
