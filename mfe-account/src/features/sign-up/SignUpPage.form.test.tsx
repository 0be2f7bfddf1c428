import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fakeFetch';
import { TEST_MARKETING_URL, renderWithProviders } from '../../testing/renderWithProviders';
import SignUpPage from './SignUpPage';
import {
  EXPECTED_INPUT,
  fill,
  fillForm,
  renderSignUpPage,
  signUpAnswering,
  signUpButton,
  termsCheckbox,
  toasts,
} from './signUpPageTesting';

// The form sub-state: fields, plan, terms and what Sign Up does with the typed values.
// The rules themselves are unit-tested in validation.test.ts.

// A whole sign-up through antd's form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(30_000); // each test fills the whole form in jsdom: seconds on a loaded CI machine

const PASSWORD_RULE =
  'Password must be at least 8 characters long and include 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character.';

describe('SignUpPage: the form', () => {
  it('is headed and titled Sign Up, with a Cancel link to the product site', async () => {
    await renderSignUpPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(document.title).toBe('Story Portal | Sign Up');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', TEST_MARKETING_URL);
  });

  it('has the ten fields, labelled, in the spec order', async () => {
    await renderSignUpPage();
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
    fill('Project Code', 'MyCode');
    expect(screen.getByLabelText('Project Code')).toHaveValue('mycode');
  });

  it('offers about 190 countries, Australia first, and about 280 industries, both searchable', async () => {
    const { user } = await renderSignUpPage();
    await user.click(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'NZ');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option[title="New Zealand"]')).toHaveLength(1));
    const { COUNTRY_OPTIONS, INDUSTRY_OPTIONS } = await import('../../data/signUpChoices');
    expect(COUNTRY_OPTIONS[0]?.value).toBe('Australia');
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(185);
    expect(INDUSTRY_OPTIONS.length).toBeGreaterThan(270);
  });

  describe('plan', () => {
    it.each([
      ['no product', '/create_user', 'Starter'],
      ['an unknown product', '/create_user?product=Platinum', 'Starter'],
      ['a product without a trial price', '/create_user?product=Beginner', 'Starter'],
      ['Pro', '/create_user?product=Pro', 'Pro'],
      ['pro in lower case', '/create_user?product=pro', 'Pro'],
      ['Entry', '/create_user?product=ENTRY', 'Entry'],
    ])('with %s, shows the plan %s', async (_case, url, plan) => {
      await renderSignUpPage({ url });
      expect(screen.getByText(`Selected plan: ${plan}`)).toBeInTheDocument();
    });

    it('signs up on the trial price of the chosen product', async () => {
      const { mountProps } = await signUpAnswering('awaitingAuth', { url: '/create_user?product=pro' });
      await waitFor(() => expect(mountProps.session.signUp).toHaveBeenCalled());
      expect(mountProps.session.signUp.mock.calls[0]?.[0].selectTrialPriceId).toBe('price_pro_month');
    });

    it('says so when the plans cannot be loaded', async () => {
      installFakeFetch(() => ({ status: 500 }));
      renderWithProviders(<SignUpPage />, { url: '/create_user' });
      expect(await screen.findByText('The plans could not be loaded, please try again later.')).toBeInTheDocument();
    });
  });

  describe('terms checkbox', () => {
    it('keeps Sign Up disabled until the terms are accepted', async () => {
      const { user } = await renderSignUpPage();
      expect(termsCheckbox()).not.toBeChecked();
      expect(signUpButton()).toBeDisabled();
      await user.click(termsCheckbox());
      expect(signUpButton()).toBeEnabled();
      await user.click(termsCheckbox());
      expect(signUpButton()).toBeDisabled();
    });

    it('links to the terms of service in a new tab', async () => {
      await renderSignUpPage();
      const link = screen.getByRole('link', { name: /Read the Terms of Service/ });
      expect(link).toHaveAttribute('href', '/policy/terms');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName('Read the Terms of Service (opens in a new tab)');
    });
  });

  describe('Sign Up', () => {
    it('lists the errors (the code checked with the api) in one error toast and does not sign up', async () => {
      const { user, mountProps } = await renderSignUpPage({ taken: ['taken-code'] });
      await fillForm(user, { Email: 'not-an-email', Password: 'weakpass', 'Project Code': 'taken-code' });
      await user.click(termsCheckbox());
      await user.click(signUpButton());
      await waitFor(() => expect(toasts(mountProps)).toHaveLength(1));
      expect(toasts(mountProps)[0]).toEqual({
        kind: 'error',
        message: ['Invalid email', PASSWORD_RULE, 'Project code is not available'].join('\n'),
      });
      expect(mountProps.session.signUp).not.toHaveBeenCalled();
    });

    it('sends the trimmed values, the lowercased code and the Starter trial price', async () => {
      const { mountProps } = await signUpAnswering('awaitingAuth');
      await waitFor(() => expect(mountProps.session.signUp).toHaveBeenCalledWith(EXPECTED_INPUT));
      expect(toasts(mountProps)).toEqual([]);
    });
  });
});
