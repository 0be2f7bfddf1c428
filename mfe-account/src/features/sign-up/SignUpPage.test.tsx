import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { SignUpInput } from '@portal/shared-contracts';
import { installFakeFetch, type FakeFetch } from '../../testing/fakeFetch';
import { cognitoError } from '../../testing/fakeSession';
import { signUpApi } from '../../testing/fixtures';
import { TEST_MARKETING_URL, fakeMountProps, renderWithProviders, type TestMountProps } from '../../testing/renderWithProviders';
import SignUpPage from './SignUpPage';

const PASSWORD_RULE =
  'Password must be at least 8 characters long and include 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character.';

interface Setup {
  readonly user: UserEvent;
  readonly mountProps: TestMountProps;
  readonly net: FakeFetch;
}

async function renderPage(url = '/create_user', taken?: readonly string[]): Promise<Setup> {
  const net = installFakeFetch(signUpApi(taken));
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const mountProps = fakeMountProps();
  renderWithProviders(<SignUpPage />, { url, mountProps });
  await screen.findByText(/^Selected plan: /);
  return { user, mountProps, net };
}

const signUpButton = (): HTMLElement => screen.getByRole('button', { name: /^(loading )?Sign Up$/ });
const location = (): HTMLElement => screen.getByTestId('location');
const navState = (): unknown => JSON.parse(location().getAttribute('data-state') || 'null');
const toasts = (mountProps: TestMountProps) => mountProps.bus.published('toast/requested');

// A whole sign-up through antd's form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(15_000);

/** Sets a text field as typing would (a change event; faster than typing each key). */
async function fill(_user: UserEvent, label: string, value: string): Promise<void> {
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

const TYPED = {
  Email: '  new@demo.test ',
  Password: ' Secret!23 ',
  'Project Code': ' Coastal-FC ',
  'First Name': ' Nia ',
  'Last Name': ' Ng ',
  'Company Name': 'Coastal FC',
  'Role/Position': 'Marketing Manager',
  'Post Code': '2000',
};

async function fillForm(user: UserEvent, patch: Partial<typeof TYPED> = {}): Promise<void> {
  for (const [label, value] of Object.entries({ ...TYPED, ...patch })) await fill(user, label, value);
  await pick(user, 'Country', 'new z', 'New Zealand');
  await pick(user, 'Industry', 'sporting and rec', 'Sporting and Recreational Camps');
}

const EXPECTED_INPUT: SignUpInput = {
  email: 'new@demo.test',
  password: 'Secret!23',
  projectCode: 'coastal-fc',
  firstName: 'Nia',
  lastName: 'Ng',
  companyName: 'Coastal FC',
  roleInCompany: 'Marketing Manager',
  country: 'New Zealand',
  industry: 'Sporting and Recreational Camps',
  postCode: '2000',
  selectTrialPriceId: 'price_starter_month',
};

/** Fills the form validly, ticks the terms and presses Sign Up. */
async function submitValidForm({ user }: Setup): Promise<void> {
  await fillForm(user);
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
  await user.click(signUpButton());
}

describe('SignUpPage', () => {
  describe('the page', () => {
    it('is headed and titled Sign Up, with a Cancel link to the product site', async () => {
      await renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
      expect(document.title).toBe('Story Portal | Sign Up');
      expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', TEST_MARKETING_URL);
    });

    it('has the ten fields, labelled, in the spec order', async () => {
      const { user } = await renderPage();
      const form = screen.getByRole('form', { name: 'Sign Up' });
      const labels = [...form.querySelectorAll('label[for^="signup-"]')].map((l) => l.textContent);
      expect(labels).toEqual([
        'Email',
        'Password',
        'Project Code',
        'First Name',
        'Last Name',
        'Company Name',
        'Role/Position',
        'Country',
        'Industry',
        'Post Code',
      ]);
      for (const label of labels) expect(within(form).getByLabelText(label as string)).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'At least 8 characters');
      await fill(user, 'Project Code', 'MyCode');
      expect(screen.getByLabelText('Project Code')).toHaveValue('mycode');
    });

    it.each([
      ['no product', '/create_user', 'Starter'],
      ['an unknown product', '/create_user?product=Platinum', 'Starter'],
      ['a product without a trial price', '/create_user?product=Beginner', 'Starter'],
      ['Pro', '/create_user?product=Pro', 'Pro'],
      ['pro in lower case', '/create_user?product=pro', 'Pro'],
      ['Entry', '/create_user?product=ENTRY', 'Entry'],
    ])('with %s, shows the plan %s', async (_case, url, plan) => {
      await renderPage(url);
      expect(screen.getByText(`Selected plan: ${plan}`)).toBeInTheDocument();
    });

    it('signs up on the trial price of the chosen product', async () => {
      const setup = await renderPage('/create_user?product=pro');
      setup.mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      await submitValidForm(setup);
      await waitFor(() => expect(setup.mountProps.session.signUp).toHaveBeenCalled());
      expect(setup.mountProps.session.signUp.mock.calls[0]?.[0].selectTrialPriceId).toBe('price_pro_month');
    });

    it('says so when the plans cannot be loaded', async () => {
      installFakeFetch(() => ({ status: 500 }));
      renderWithProviders(<SignUpPage />, { url: '/create_user' });
      expect(await screen.findByText('The plans could not be loaded, please try again later.')).toBeInTheDocument();
    });

    it('offers about 190 countries, Australia first, and about 280 industries, both searchable', async () => {
      const { user } = await renderPage();
      await user.click(screen.getByLabelText('Country'));
      await user.type(screen.getByLabelText('Country'), 'NZ');
      await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option[title="New Zealand"]')).toHaveLength(1));
      const { COUNTRY_OPTIONS, INDUSTRY_OPTIONS } = await import('../../data/signUpChoices');
      expect(COUNTRY_OPTIONS[0]?.value).toBe('Australia');
      expect(COUNTRY_OPTIONS.length).toBeGreaterThan(185);
      expect(INDUSTRY_OPTIONS.length).toBeGreaterThan(270);
    });
  });

  describe('terms checkbox', () => {
    it('keeps Sign Up disabled until the terms are accepted', async () => {
      const { user } = await renderPage();
      const terms = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
      expect(terms).not.toBeChecked();
      expect(signUpButton()).toBeDisabled();
      await user.click(terms);
      expect(signUpButton()).toBeEnabled();
      await user.click(terms);
      expect(signUpButton()).toBeDisabled();
    });

    it('links to the terms of service in a new tab', async () => {
      await renderPage();
      const link = screen.getByRole('link', { name: /Read the Terms of Service/ });
      expect(link).toHaveAttribute('href', '/policy/terms');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName('Read the Terms of Service (opens in a new tab)');
    });
  });

  describe('validation', () => {
    it('lists every error together in one error toast and does not sign up', async () => {
      const { user, mountProps } = await renderPage();
      await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
      await user.click(signUpButton());
      await waitFor(() => expect(toasts(mountProps)).toHaveLength(1));
      expect(toasts(mountProps)[0]).toEqual({
        kind: 'error',
        message: [
          'Email is required.',
          'Password is required.',
          'Project Code is required.',
          'First Name is required.',
          'Last Name is required.',
          'Company Name is required.',
          'Role/Position is required.',
          'Country is required.',
          'Industry is required.',
          'Post Code is required.',
        ].join('\n'),
      });
      expect(mountProps.session.signUp).not.toHaveBeenCalled();
    });

    it('puts the e-mail, password and project code rules in the same toast', async () => {
      const setup = await renderPage('/create_user', ['taken-code']);
      await fillForm(setup.user, { Email: 'not-an-email', Password: 'weakpass', 'Project Code': 'taken-code' });
      await setup.user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
      await setup.user.click(signUpButton());
      await waitFor(() => expect(toasts(setup.mountProps)).toHaveLength(1));
      expect(toasts(setup.mountProps)[0]?.message.split('\n')).toEqual(['Invalid email', PASSWORD_RULE, 'Project code is not available']);
      expect(setup.mountProps.session.signUp).not.toHaveBeenCalled();
    });

    it('sends the trimmed values, the lowercased code and the Starter trial price', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      await submitValidForm(setup);
      await waitFor(() => expect(setup.mountProps.session.signUp).toHaveBeenCalledWith(EXPECTED_INPUT));
      expect(toasts(setup.mountProps)).toEqual([]);
    });
  });

  describe('project code availability', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function renderWithFakeTimers(taken: string[]): Promise<Setup> {
      const net = installFakeFetch(signUpApi(taken));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
      const mountProps = fakeMountProps();
      renderWithProviders(<SignUpPage />, { url: '/create_user', mountProps });
      await screen.findByText(/^Selected plan: /);
      return { user, mountProps, net };
    }

    it('asks once, 400 ms after the last keystroke, with the lowercased code', async () => {
      const { user, net } = await renderWithFakeTimers(['demo-pro']);
      await user.type(screen.getByLabelText('Project Code'), 'Demo-Pro');
      expect(net.callsTo('/v1/projects')).toHaveLength(0);
      await act(async () => jest.advanceTimersByTime(399));
      expect(net.callsTo('/v1/projects')).toHaveLength(0);
      await act(async () => jest.advanceTimersByTime(1));
      await waitFor(() => expect(net.callsTo('/v1/projects')).toHaveLength(1));
      expect(net.callsTo('/v1/projects').map((u) => u.searchParams.get('code'))).toEqual(['demo-pro']);
    });

    it('shows "Project code not available, please use another one." while the code is taken', async () => {
      const { user } = await renderWithFakeTimers(['demo-pro']);
      const hint = 'Project code not available, please use another one.';
      await user.type(screen.getByLabelText('Project Code'), 'demo-pro');
      await act(async () => jest.advanceTimersByTime(400));
      expect(await screen.findByText(hint)).toBeInTheDocument();
      expect(screen.getByLabelText('Project Code')).toHaveAccessibleDescription(hint);
      await user.type(screen.getByLabelText('Project Code'), 'x');
      expect(screen.queryByText(hint)).toBeNull();
      await act(async () => jest.advanceTimersByTime(400));
      expect(screen.queryByText(hint)).toBeNull();
    });

    it('does not ask again for a code it has an answer for', async () => {
      const { user, net } = await renderWithFakeTimers(['demo-pro']);
      await user.type(screen.getByLabelText('Project Code'), 'demo-pro');
      await act(async () => jest.advanceTimersByTime(400));
      await user.type(screen.getByLabelText('Project Code'), 'x');
      await act(async () => jest.advanceTimersByTime(400));
      await user.type(screen.getByLabelText('Project Code'), '{Backspace}');
      await act(async () => jest.advanceTimersByTime(400));
      expect(net.callsTo('/v1/projects').map((u) => u.searchParams.get('code'))).toEqual(['demo-pro', 'demo-prox']);
      expect(screen.getByText('Project code not available, please use another one.')).toBeInTheDocument();
    });

    it('treats an error answer as taken', async () => {
      installFakeFetch(signUpApi());
      const net = installFakeFetch((url, init) =>
        url.pathname === '/v1/projects' ? { status: 500 } : signUpApi()(url, init),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
      renderWithProviders(<SignUpPage />, { url: '/create_user' });
      await screen.findByText(/^Selected plan: /);
      await user.type(screen.getByLabelText('Project Code'), 'anything');
      await act(async () => jest.advanceTimersByTime(400));
      expect(await screen.findByText('Project code not available, please use another one.')).toBeInTheDocument();
      expect(net.callsTo('/v1/projects')).toHaveLength(1);
    });
  });

  describe('sub-states', () => {
    it('shows a spinner while the account is created', async () => {
      const setup = await renderPage();
      let finish: (outcome: 'awaitingAuth') => void = () => undefined;
      setup.mountProps.session.signUp.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
      await submitValidForm(setup);
      expect(await screen.findByText('Creating your account...')).toBeInTheDocument();
      await waitFor(() => expect(signUpButton()).toHaveClass('ant-btn-loading'));
      await act(async () => finish('awaitingAuth'));
      expect(screen.queryByText('Creating your account...')).toBeNull();
    });

    it('awaitingAuth: asks for the e-mailed code, confirms it and goes to login with a note', async () => {
      const setup = await renderPage();
      const { user, mountProps } = setup;
      mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      mountProps.session.confirmSignUp.mockResolvedValue(undefined);
      await submitValidForm(setup);
      expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
      expect(screen.getByText('We emailed a confirmation code to new@demo.test.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('Confirmation Code'), ' 123456 ');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
      expect(mountProps.session.confirmSignUp).toHaveBeenCalledWith('new@demo.test', '123456');
      expect(navState()).toEqual({ notice: 'accountConfirmed', email: 'new@demo.test' });
    });

    it('awaitingAuth: an empty code is required', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      await submitValidForm(setup);
      await setup.user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Confirmation Code is required.');
      expect(setup.mountProps.session.confirmSignUp).not.toHaveBeenCalled();
    });

    it.each([
      ['CodeMismatchException', 'That code is not correct. Check the code we emailed you and try again.'],
      ['ExpiredCodeException', 'That code has expired. Use Resend code to get a new one.'],
      ['InternalErrorException', 'Unexpected Error in confirmation'],
    ])('awaitingAuth: a %s stays on the code with its text under the button', async (name, text) => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      setup.mountProps.session.confirmSignUp.mockRejectedValue(cognitoError(name));
      await submitValidForm(setup);
      await setup.user.type(await screen.findByLabelText('Confirmation Code'), '000000');
      await setup.user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(location()).toHaveTextContent('/create_user');
    });

    it('awaitingAuth: Resend code sends a new code and says so', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      setup.mountProps.session.resendSignUpCode.mockResolvedValue(undefined);
      await submitValidForm(setup);
      await setup.user.click(await screen.findByRole('button', { name: 'Resend code' }));
      expect(await screen.findByText('We sent a new code to new@demo.test.')).toBeInTheDocument();
      expect(setup.mountProps.session.resendSignUpCode).toHaveBeenCalledWith('new@demo.test');
    });

    it('awaitingAuth: a failed resend is shown under the button', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('awaitingAuth');
      await submitValidForm(setup);
      await setup.user.click(await screen.findByRole('button', { name: 'Resend code' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code could not be sent again, please try again.'));
    });

    it('failed: "There was an error please try again"; Try Again brings the form back, less the password', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('failed');
      await submitValidForm(setup);
      expect(await screen.findByRole('alert')).toHaveTextContent('There was an error please try again');
      await setup.user.click(screen.getByRole('button', { name: 'Try Again' }));
      // An e-mail input's value is sanitised (trimmed) by the browser itself.
      expect(screen.getByLabelText('Email')).toHaveValue('new@demo.test');
      expect(screen.getByLabelText('Project Code')).toHaveValue(' coastal-fc ');
      expect(screen.getByLabelText('Company Name')).toHaveValue('Coastal FC');
      expect(screen.getByLabelText('Country').closest('.ant-select')).toHaveTextContent('New Zealand');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(signUpButton()).toBeEnabled();
    });

    it('usernameExists: says the e-mail exists; Login Page goes to login with the e-mail', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('usernameExists');
      await submitValidForm(setup);
      expect(await screen.findByRole('alert')).toHaveTextContent('The email you used already exists in the system, try password recovery');
      await setup.user.click(screen.getByRole('button', { name: 'Login Page' }));
      expect(location()).toHaveTextContent(/^\/$/);
      expect(navState()).toEqual({ email: 'new@demo.test' });
    });

    it('reSendCode: says the account was never confirmed; the return button brings the form back', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockResolvedValue('reSendCode');
      await submitValidForm(setup);
      expect(await screen.findByRole('alert')).toHaveTextContent('Your account was never confirmed, please contact support');
      await setup.user.click(screen.getByRole('button', { name: 'Back to Sign Up' }));
      expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
      expect(screen.getByLabelText('First Name')).toHaveValue(TYPED['First Name']);
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('a rejected creation shows the server error string under the button', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockRejectedValue(new Error('Project code is taken'));
      await submitValidForm(setup);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Project code is taken'));
      expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
    });

    it('a creation that fails without a message says "Unexpected Error in creation"', async () => {
      const setup = await renderPage();
      setup.mountProps.session.signUp.mockRejectedValue(new TypeError('Failed to fetch'));
      await submitValidForm(setup);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Error in creation'));
    });
  });
});
