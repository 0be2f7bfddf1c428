import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { RENDER_LIMITS, RENDER_MESSAGES, RENDER_TEXTS } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Flex, Spin, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { Modal } from '@portal/shared-ui/widgets';

const useStyles = createStyles('render-dialog', (token) => ({
  label: { display: 'block', marginBlockEnd: token.marginXS },
  note: { display: 'block', marginBlockStart: token.marginXS },
  actions: { marginBlockStart: token.marginLG },
}));

export interface RenderDialogProps {
  /** The project name it starts with (the storyboard's title). */
  readonly defaultTitle: string;
  /** True while files upload and the render request is sent. */
  readonly starting: boolean;
  /** What the start is doing. */
  readonly message: string | null;
  /** Why the last start failed. */
  readonly error: string | null;
  readonly onStart: (title: string) => void;
  readonly onCancel: () => void;
}

/**
 * "Render Video" (001 §2): the project name, Cancel and Start Render. While the start runs
 * (new files upload, then the request) it says what it is doing; a refusal is shown in it.
 * Mounted while open, so each opening starts from the storyboard's title.
 */
export function RenderDialog({ defaultTitle, starting, message, error, onStart, onCancel }: RenderDialogProps): ReactElement {
  const classes = useStyles();
  const id = useId();
  const [title, setTitle] = useState(defaultTitle.slice(0, RENDER_LIMITS.TITLE_MAX_LENGTH));
  const blank = title.trim() === '';
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!blank && !starting) onStart(title.trim());
  };
  return (
    <Modal open title={RENDER_MESSAGES.dialogTitle} footer={null} onCancel={onCancel} closable={!starting} mask={{ closable: !starting }} keyboard={!starting} destroyOnHidden>
      <form onSubmit={submit} aria-label={RENDER_MESSAGES.dialogTitle} noValidate>
        <label htmlFor={id} className={classes.label}>
          {RENDER_MESSAGES.projectName}
        </label>
        <Input
          id={id}
          value={title}
          maxLength={RENDER_LIMITS.TITLE_MAX_LENGTH}
          onChange={(e) => setTitle(e.target.value)}
          disabled={starting}
          status={blank ? 'error' : undefined}
          aria-invalid={blank}
          aria-describedby={blank ? `${id}-problem` : undefined}
          autoComplete="off"
        />
        {blank ? (
          <Typography.Text type="danger" id={`${id}-problem`} className={classes.note}>
            {RENDER_TEXTS.titleRequired}
          </Typography.Text>
        ) : null}
        {starting ? (
          <Flex gap="small" align="center" className={classes.note} role="status">
            <Spin size="small" />
            <Typography.Text>{message ?? RENDER_TEXTS.starting}</Typography.Text>
          </Flex>
        ) : null}
        {error && !starting ? <Alert type="error" showIcon title={error} className={classes.note} /> : null}
        <Flex justify="end" gap="small" className={classes.actions}>
          <Button onClick={onCancel} disabled={starting}>
            {RENDER_MESSAGES.cancel}
          </Button>
          <Button type="primary" htmlType="submit" disabled={blank || starting} loading={starting}>
            {RENDER_MESSAGES.startRender}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}
