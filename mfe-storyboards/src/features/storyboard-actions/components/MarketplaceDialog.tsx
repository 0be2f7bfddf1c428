import { useId, useState, type ReactElement } from 'react';
import { STORYBOARD_ACTION_TEXTS as T, listStoryboardSchema } from '@portal/shared-contracts/storyboards';
import { Space, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { ActionDialog } from './ActionDialog';

const useStyles = createStyles('storyboard-action-marketplace', (token) => ({
  fields: { width: '100%' },
  label: { display: 'block', marginBlockEnd: token.marginXS },
}));

/** The listing's author limits, from the call's own schema. */
const AUTHOR_MAX = listStoryboardSchema.shape.author.maxLength ?? undefined;
const ABOUT_MAX = listStoryboardSchema.shape.description.unwrap().maxLength ?? undefined;

export interface MarketplaceDialogProps {
  /** The signed-in user's full name, the author by default. */
  readonly defaultAuthor: string;
  readonly onList: (listing: { author: string; description: string }) => void;
  readonly onCancel: () => void;
}

/** Move to marketplace (001 §4): the listing's author and a few words about them. */
export function MarketplaceDialog({ defaultAuthor, onList, onCancel }: MarketplaceDialogProps): ReactElement {
  const classes = useStyles();
  const ids = { author: useId(), about: useId(), problem: useId() };
  const [author, setAuthor] = useState(defaultAuthor);
  const [description, setDescription] = useState('');
  const parsed = listStoryboardSchema.safeParse({ author, description });
  const authorMissing = !author.trim();
  return (
    <ActionDialog
      title={T.marketplaceTitle}
      confirmLabel={T.marketplaceConfirm}
      ready={parsed.success}
      onConfirm={() => parsed.success && onList({ author: parsed.data.author, description: parsed.data.description })}
      onCancel={onCancel}
    >
      <Space orientation="vertical" size="middle" className={classes.fields}>
        <div>
          <label htmlFor={ids.author} className={classes.label}>
            {T.authorLabel}
          </label>
          <Input
            id={ids.author}
            value={author}
            maxLength={AUTHOR_MAX}
            onChange={(e) => setAuthor(e.target.value)}
            aria-invalid={authorMissing}
            aria-describedby={authorMissing ? ids.problem : undefined}
            autoComplete="name"
          />
          {authorMissing ? (
            <Typography.Text type="danger" id={ids.problem}>
              {T.authorRequired}
            </Typography.Text>
          ) : null}
        </div>
        <div>
          <label htmlFor={ids.about} className={classes.label}>
            {T.authorDescriptionLabel}
          </label>
          <Input.TextArea id={ids.about} value={description} maxLength={ABOUT_MAX} showCount rows={4} onChange={(e) => setDescription(e.target.value)} />
        </div>
      </Space>
    </ActionDialog>
  );
}
