import { useEffect, useId, useRef, useState, type ComponentRef, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { LABELS } from '@portal/shared-contracts/core';
import { ADMIN_LABELS, ADMIN_MESSAGES } from '@portal/shared-contracts/admin';
import { Alert, Button, Flex } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import type { ActionFailure, Credentials } from '../slice';
import { useActionFormStyles } from './styles';

export interface ConfirmStepProps {
  /** What will happen to whom, under the "irreversible" warning. */
  readonly effect: string;
  /** Cancel and delete are danger buttons; the industry edit is not. */
  readonly danger: boolean;
  /** The last attempt's failure; a new one clears the password and, for credentials, focuses it. */
  readonly failure: ActionFailure | null;
  readonly onConfirm: (credentials: Credentials) => void;
  /** While the action runs: the fields are locked and `progress` stands in for the buttons. */
  readonly busy: boolean;
  readonly progress: ReactNode;
  /** Back to the industry field (the edit), or closes the modal (Cancel). */
  readonly onBack: (() => void) | null;
  readonly onCancel: () => void;
}

/**
 * The confirmation (002 §2, §4): the irreversible warning and what will happen, then the
 * admin's own e-mail and password; an empty one shows "*Fields cannot be empty" and
 * nothing is sent. Enter confirms.
 */
export function ConfirmStep({ effect, danger, failure, onConfirm, busy, progress, onBack, onCancel }: ConfirmStepProps): ReactElement {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const passwordRef = useRef<ComponentRef<typeof Input.Password>>(null);
  const classes = useActionFormStyles();

  // A failed attempt used the password up: type it again (the proof is made per attempt).
  useEffect(() => {
    if (failure === null) return;
    setPassword('');
    if (failure.kind === 'credentials') passwordRef.current?.focus();
  }, [failure]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (busy) return;
    const blank = email.trim() === '' || password === '';
    setEmpty(blank);
    if (!blank) onConfirm({ email: email.trim(), password });
  };
  const problem = busy ? null : empty ? { message: ADMIN_MESSAGES.fieldsCannotBeEmpty, detail: null } : failure;
  return (
    <form onSubmit={submit} noValidate>
      {/* Always there from the start: a note, not an alert that interrupts. */}
      <Alert type="warning" role="note" showIcon title={ADMIN_MESSAGES.irreversible} description={effect} className={classes.notice} />
      {problem ? <Alert type="error" showIcon title={problem.message} description={problem.detail ?? undefined} className={classes.notice} /> : null}
      <label htmlFor={emailId} className={classes.label}>
        {ADMIN_LABELS.email}
      </label>
      <Input id={emailId} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus aria-required="true" disabled={busy} />
      <label htmlFor={passwordId} className={classes.label}>
        {ADMIN_LABELS.password}
      </label>
      <Input.Password
        id={passwordId}
        ref={passwordRef}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-required="true"
        disabled={busy}
      />
      {busy ? (
        progress
      ) : (
        <Flex justify="end" gap="small" className={classes.actions}>
          <Button onClick={onBack ?? onCancel}>{onBack ? ADMIN_LABELS.back : LABELS.cancel}</Button>
          <Button type="primary" danger={danger} htmlType="submit">
            {ADMIN_LABELS.confirm}
          </Button>
        </Flex>
      )}
    </form>
  );
}
