import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES, AUTH_LABELS, SIGNUP_FIELD_LABELS, SIGNUP_MESSAGES, type SignUpField, SIGNUP_TEXTS } from '@portal/shared-contracts/core';
import { Button, Col, Row } from '@portal/shared-ui';
import { Checkbox, Form, Input, Select } from '@portal/shared-ui/forms';
import { FormMessage } from '../../../components/FormMessage';
import { useAccountStyles } from '../../../styles';
import type { ChoiceOption } from '../../../data/signUpChoices';
import type { SignUpChoices } from '../useSignUpChoices';
import type { SignUpValues } from '../validation';

export interface SignUpFormProps {
  readonly values: SignUpValues;
  readonly onChange: (field: SignUpField, value: string) => void;
  /** The country and industry lists; null while their chunk loads. */
  readonly choices: SignUpChoices | null;
  /** The availability check said the current project code is taken. */
  readonly projectCodeTaken: boolean;
  readonly termsAccepted: boolean;
  readonly onTermsChange: (accepted: boolean) => void;
  /** Checking or creating: the button spins and the fields are locked. */
  readonly busy: boolean;
  /** The server's error string (or "Unexpected Error in creation") under the button. */
  readonly error: string | null;
  readonly onSubmit: () => void;
}

const id = (field: SignUpField): string => `signup-${field}`;
const HINT_ID = 'signup-projectCode-hint';

type TextField = Exclude<SignUpField, 'country' | 'industry'>;
const AUTOCOMPLETE: Record<TextField, string> = {
  email: 'email',
  password: 'new-password',
  projectCode: 'off',
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  roleInCompany: 'organization-title',
  postCode: 'postal-code',
};

const matches = (input: string, option?: ChoiceOption): boolean => !!option && option.search.includes(input.trim().toLowerCase());

/**
 * The ten sign-up fields in SIGNUP_FIELD_LABELS order, the terms checkbox and the Sign Up
 * button, disabled until the terms are accepted (000 §2). Validation happens on submit,
 * all errors in one toast (the page's job).
 */
export function SignUpForm(props: SignUpFormProps): ReactElement {
  const { values, onChange, choices, projectCodeTaken, termsAccepted, busy, error } = props;
  const shared = useAccountStyles();

  const item = (field: SignUpField, control: ReactElement, extra?: ReactElement): ReactElement => (
    <Form.Item label={SIGNUP_FIELD_LABELS[field]} htmlFor={id(field)} required extra={extra} className={shared.formItem}>
      {control}
    </Form.Item>
  );
  const text = (field: TextField, described?: string): ReactElement => {
    const common = {
      id: id(field),
      value: values[field],
      autoComplete: AUTOCOMPLETE[field],
      'aria-required': true,
      'aria-describedby': described,
    };
    if (field === 'password') {
      return <Input.Password {...common} placeholder={AUTH_LABELS.passwordPlaceholder} onChange={(e) => onChange(field, e.target.value)} />;
    }
    return <Input {...common} type={field === 'email' ? 'email' : 'text'} onChange={(e) => onChange(field, e.target.value)} />;
  };
  const select = (field: 'country' | 'industry', options: ChoiceOption[] | undefined, placeholder: string): ReactElement => (
    <Select<string, ChoiceOption>
      id={id(field)}
      value={values[field] || undefined}
      onChange={(value) => onChange(field, value)}
      options={options ?? []}
      loading={!options}
      placeholder={placeholder}
      showSearch={{ filterOption: matches }}
      aria-required
    />
  );

  const hint = (
    <span id={HINT_ID} aria-live="polite" className={shared.errorText}>
      {projectCodeTaken ? SIGNUP_MESSAGES.projectCodeNotAvailableUseAnother : null}
    </span>
  );

  return (
    <Form layout="vertical" onFinish={props.onSubmit} disabled={busy} aria-label={SIGNUP_MESSAGES.signUp} noValidate>
      {item('email', text('email'))}
      {item('password', text('password'))}
      {item('projectCode', text('projectCode', HINT_ID), hint)}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {item('firstName', text('firstName'))}
        </Col>
        <Col xs={24} sm={12}>
          {item('lastName', text('lastName'))}
        </Col>
      </Row>
      {item('companyName', text('companyName'))}
      {item('roleInCompany', text('roleInCompany'))}
      {item('country', select('country', choices?.countries, SIGNUP_TEXTS.countryPlaceholder))}
      {item('industry', select('industry', choices?.industries, SIGNUP_TEXTS.industryPlaceholder))}
      {item('postCode', text('postCode'))}
      <Form.Item className={shared.formItem}>
        <Checkbox id="signup-terms" checked={termsAccepted} onChange={(e) => props.onTermsChange(e.target.checked)}>
          {SIGNUP_TEXTS.acceptTerms}
        </Checkbox>{' '}
        <Link to={ROUTES.terms} target="_blank" rel="noopener noreferrer">
          {SIGNUP_TEXTS.termsLink} {SIGNUP_TEXTS.opensInNewTab}
        </Link>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block disabled={!termsAccepted} loading={busy}>
        {SIGNUP_MESSAGES.signUp}
      </Button>
      <FormMessage text={error} />
    </Form>
  );
}
