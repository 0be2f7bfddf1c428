import { useId, type ReactElement } from 'react';
import { STORYBOARD_ACTION_TEXTS as T, STORYBOARD_LIMITS } from '@portal/shared-contracts/storyboards';
import { Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';

const useStyles = createStyles('storyboard-action-title', (token) => ({
  label: { display: 'block', marginBlockEnd: token.marginXS },
  error: { display: 'block', marginBlockStart: token.marginXXS },
}));

/** Why a copy's title cannot be used (001 §5: at most 50 characters, not blank), or null. */
export function titleProblem(title: string): string | null {
  if (!title.trim()) return T.titleRequired;
  if (title.trim().length > STORYBOARD_LIMITS.TITLE_MAX_LENGTH) return T.titleTooLong(STORYBOARD_LIMITS.TITLE_MAX_LENGTH);
  return null;
}

/** The new storyboard's title, with its count and the reason it is refused. */
export function TitleField({ value, onChange }: { readonly value: string; readonly onChange: (title: string) => void }): ReactElement {
  const classes = useStyles();
  const id = useId();
  const problem = titleProblem(value);
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {T.titleLabel}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        showCount={{ formatter: ({ count }) => `${count} / ${STORYBOARD_LIMITS.TITLE_MAX_LENGTH}` }}
        status={problem ? 'error' : undefined}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        autoComplete="off"
      />
      {problem ? (
        <Typography.Text type="danger" id={`${id}-problem`} className={classes.error}>
          {problem}
        </Typography.Text>
      ) : null}
    </div>
  );
}
