import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { LABELS } from '@portal/shared-contracts/core';
import { ADMIN_INDUSTRY_MAX_LENGTH, ADMIN_LABELS, ADMIN_MESSAGES, adminIndustryTooLong } from '@portal/shared-contracts/admin';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { useActionFormStyles } from './styles';

/** The industry's rules, as the api's schema has them: required once trimmed, at most ADMIN_INDUSTRY_MAX_LENGTH. */
export function industryProblem(industry: string): string | null {
  const trimmed = industry.trim();
  if (trimmed.length === 0) return ADMIN_MESSAGES.industryRequired;
  if (trimmed.length > ADMIN_INDUSTRY_MAX_LENGTH) return adminIndustryTooLong(ADMIN_INDUSTRY_MAX_LENGTH);
  return null;
}

export interface IndustryStepProps {
  /** What the field starts with: the user's industry, or what was typed before Back. */
  readonly initial: string;
  readonly onNext: (industry: string) => void;
  readonly onCancel: () => void;
}

/** The edit's first step: the industry field, prefilled; Enter goes on to the confirmation. */
export function IndustryStep({ initial, onNext, onCancel }: IndustryStepProps): ReactElement {
  const [industry, setIndustry] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();
  const classes = useActionFormStyles();
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const found = industryProblem(industry);
    setProblem(found);
    if (found === null) onNext(industry.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={classes.label}>
        {ADMIN_LABELS.industry}
      </label>
      <Input
        id={fieldId}
        value={industry}
        onChange={(e) => setIndustry(e.target.value)}
        autoComplete="off"
        autoFocus
        aria-required="true"
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : problemId}
        status={problem === null ? undefined : 'error'}
      />
      {problem === null ? null : (
        <Typography.Text type="danger" id={problemId} role="alert">
          {problem}
        </Typography.Text>
      )}
      <Flex justify="end" gap="small" className={classes.actions}>
        <Button onClick={onCancel}>{LABELS.cancel}</Button>
        <Button type="primary" htmlType="submit">
          {ADMIN_LABELS.next}
        </Button>
      </Flex>
    </form>
  );
}
