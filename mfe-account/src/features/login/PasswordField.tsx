import type { ReactElement } from 'react';
import { AUTH_LABELS } from '@portal/shared-contracts/core';
import { TextField } from '../../components/TextField';

export interface PasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** `current-password` to sign in, `new-password` to choose one: password managers act on it. */
  readonly autoComplete: 'current-password' | 'new-password';
  /** Shows the length rule ("At least 8 characters") as the placeholder; off for a confirmation. */
  readonly showRule?: boolean;
}

/** A labelled password input of the login page (sign-in and password reset). */
export function PasswordField({ showRule = false, ...field }: PasswordFieldProps): ReactElement {
  return <TextField {...field} type="password" placeholder={showRule ? AUTH_LABELS.passwordPlaceholder : undefined} />;
}
