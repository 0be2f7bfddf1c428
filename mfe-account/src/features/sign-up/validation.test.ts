import { SIGNUP_MESSAGES } from '@portal/shared-contracts/core';
import {
  EMPTY_SIGN_UP_VALUES,
  isProjectCodeAvailable,
  normaliseProjectCode,
  normaliseSignUpValues,
  toSignUpInput,
  validateSignUp,
  type SignUpValues,
} from './validation';
import { VALID_SIGN_UP_VALUES } from '../../testing/fixtures';

const VALID: SignUpValues = VALID_SIGN_UP_VALUES;
const PRICE = 'price_starter_month';
const PASSWORD_RULE =
  'Password must be at least 8 characters long and include 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character.';

const errorsFor = (patch: Partial<SignUpValues>, availability: 'free' | 'taken' | 'unknown' = 'free'): string[] =>
  validateSignUp(normaliseSignUpValues({ ...VALID, ...patch }), availability, PRICE);

describe('validateSignUp', () => {
  it('accepts a complete, valid form', () => {
    expect(errorsFor({})).toEqual([]);
  });

  it('lists every required field, in form order, with "{field} is required."', () => {
    expect(validateSignUp(EMPTY_SIGN_UP_VALUES, 'unknown', PRICE)).toEqual([
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
    ]);
  });

  it.each([
    ['email', 'Email is required.'],
    ['password', 'Password is required.'],
    ['projectCode', 'Project Code is required.'],
    ['firstName', 'First Name is required.'],
    ['lastName', 'Last Name is required.'],
    ['companyName', 'Company Name is required.'],
    ['roleInCompany', 'Role/Position is required.'],
    ['country', 'Country is required.'],
    ['industry', 'Industry is required.'],
    ['postCode', 'Post Code is required.'],
  ] as const)('requires %s, also when only spaces are typed', (field, message) => {
    expect(errorsFor({ [field]: '' })).toEqual([message]);
    expect(errorsFor({ [field]: '   ' })).toEqual([message]);
  });

  it('lists several errors together', () => {
    expect(errorsFor({ email: 'nope', password: 'short', companyName: '' }, 'taken')).toEqual([
      'Invalid email',
      PASSWORD_RULE,
      'Project code is not available',
      'Company Name is required.',
    ]);
  });

  describe('email', () => {
    it.each(['a@b.co', 'first.last+tag@example.com.au', '  padded@demo.test  '])('accepts %j', (email) => {
      expect(errorsFor({ email })).toEqual([]);
    });

    it.each(['plainaddress', 'no-at.example.com', 'missing-domain@', '@missing-local.org', 'no-dot@domain', 'two words@x.com', 'a@b@c.com'])(
      'refuses %j with "Invalid email"',
      (email) => {
        expect(errorsFor({ email })).toEqual([SIGNUP_MESSAGES.invalidEmail]);
      },
    );
  });

  describe('password', () => {
    it.each(['Secret!23', 'Aa1!aaaa', 'Very$trong9Password', 'Sp ace1!x'])('accepts %j', (password) => {
      expect(errorsFor({ password })).toEqual([]);
    });

    it.each([
      ['7 characters', 'Aa1!aaa'],
      ['no uppercase letter', 'secret!23'],
      ['no lowercase letter', 'SECRET!23'],
      ['no number', 'Secret!ab'],
      ['no special character', 'Secret123'],
      ['8 characters only after trimming', ' Aa1!aaa '],
    ])('refuses a password with %s', (_case, password) => {
      expect(errorsFor({ password })).toEqual([PASSWORD_RULE]);
    });
  });

  describe('project code', () => {
    it('accepts a free code of up to 20 characters', () => {
      expect(errorsFor({ projectCode: 'a'.repeat(19) }, 'unknown')).toEqual([]);
      expect(errorsFor({ projectCode: 'a'.repeat(20) }, 'free')).toEqual([]);
    });

    it('refuses a taken code with "Project code is not available"', () => {
      expect(errorsFor({ projectCode: 'demo-pro' }, 'taken')).toEqual(['Project code is not available']);
    });

    it('counts a 20-character code as unavailable until the check says it is free', () => {
      expect(errorsFor({ projectCode: 'a'.repeat(20) }, 'unknown')).toEqual(['Project code is not available']);
    });

    it('counts a shorter code as available while its check has not answered', () => {
      expect(errorsFor({ projectCode: 'a'.repeat(19) }, 'unknown')).toEqual([]);
    });

    it('refuses more than 20 characters, whatever the check said', () => {
      expect(errorsFor({ projectCode: 'a'.repeat(21) }, 'free')).toEqual(['Project code must be at most 20 characters.']);
    });

    it('checks the trimmed, lowercased code', () => {
      expect(errorsFor({ projectCode: '  Coastal-FC  ' })).toEqual([]);
      expect(errorsFor({ projectCode: ` ${'A'.repeat(20)} ` }, 'free')).toEqual([]);
    });

    it.each(['my code', 'code_1', '-leading-dash', 'café'])('refuses %j: letters, digits and dashes only', (projectCode) => {
      expect(errorsFor({ projectCode })).toEqual(['Project codes use letters, digits and dashes']);
    });
  });

  it('needs a trial price (the plan) to sign up', () => {
    expect(validateSignUp(VALID, 'free', null)).toEqual(['No plan is selected, please reload the page.']);
  });
});

describe('isProjectCodeAvailable', () => {
  it.each([
    ['a 19-character code, not yet checked', 'a'.repeat(19), 'unknown', true],
    ['a 20-character code, not yet checked', 'a'.repeat(20), 'unknown', false],
    ['a 25-character code, not yet checked', 'a'.repeat(25), 'unknown', false],
    ['a 20-character code the check found free', 'a'.repeat(20), 'free', true],
    ['a short code the check found taken', 'abc', 'taken', false],
    ['a short code the check found free', 'abc', 'free', true],
  ] as const)('%s: %s', (_case, code, availability, expected) => {
    expect(isProjectCodeAvailable(code, availability)).toBe(expected);
  });
});

describe('normaliseSignUpValues', () => {
  it('trims e-mail, password, project code, first and last name and lowercases the code', () => {
    const typed: SignUpValues = {
      ...VALID,
      email: '  New@Demo.test ',
      password: ' Secret!23 ',
      projectCode: '  Coastal-FC ',
      firstName: ' Nia ',
      lastName: ' Ng ',
    };
    expect(normaliseSignUpValues(typed)).toEqual({
      ...VALID,
      email: 'New@Demo.test',
      password: 'Secret!23',
      projectCode: 'coastal-fc',
      firstName: 'Nia',
      lastName: 'Ng',
    });
  });

  it('leaves the other fields as typed', () => {
    const typed = { ...VALID, companyName: ' Coastal FC ', roleInCompany: ' Boss ', postCode: ' 2000 ' };
    expect(normaliseSignUpValues(typed)).toMatchObject({ companyName: ' Coastal FC ', roleInCompany: ' Boss ', postCode: ' 2000 ' });
  });

  it('normaliseProjectCode trims and lowercases', () => {
    expect(normaliseProjectCode('  MyCode ')).toBe('mycode');
  });
});

describe('toSignUpInput', () => {
  it('is the sign-up payload of 000 §3 less the username the host adds', () => {
    expect(toSignUpInput(VALID, PRICE)).toEqual({ ...VALID, selectTrialPriceId: PRICE });
  });
});
