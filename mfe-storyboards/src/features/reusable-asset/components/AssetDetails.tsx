import { useId, type ReactElement } from 'react';
import { REUSABLE_ASSET_LIMITS, REUSABLE_ASSET_TEXTS as T, type ReusableAsset } from '@portal/shared-contracts/storyboards';
import { Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { Input, TagInput } from '@portal/shared-ui/forms';

const useStyles = createStyles('reusable-asset-details', (token) => ({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${token.marginXS}px ${token.margin}px`, margin: 0 },
  term: { color: token.colorTextSecondary },
  value: { margin: 0, overflowWrap: 'anywhere' },
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, marginBottom: token.marginSM },
  label: { fontWeight: token.fontWeightStrong },
}));

/** The fields the page edits. */
export interface AssetDraft {
  readonly name: string;
  readonly description: string;
  readonly tags: readonly string[];
}

export const draftOf = (asset: ReusableAsset): AssetDraft => ({ name: asset.name, description: asset.description, tags: [...asset.tags] });

/** Name, media type, description and tags (001 §2), read only. */
export function AssetFacts({ asset }: { asset: ReusableAsset }): ReactElement {
  const classes = useStyles();
  const fact = (term: string, value: ReactElement | string): ReactElement => (
    <>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>{value}</dd>
    </>
  );
  return (
    <dl className={classes.list}>
      {fact(T.name, asset.name)}
      {fact(T.mediaType, asset.mediaType)}
      {fact(T.description, asset.description || T.noDescription)}
      {fact(
        T.tags,
        asset.tags.length ? (
          <Flex gap="small" wrap>
            {asset.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        ) : (
          T.noTags
        ),
      )}
    </dl>
  );
}

export interface AssetEditFormProps {
  readonly draft: AssetDraft;
  readonly mediaType: ReusableAsset['mediaType'];
  readonly onChange: (fields: Partial<AssetDraft>) => void;
}

/** The edit form: name (required, up to 100), description (up to 280) and tags (trimmed, no blanks or repeats; 001 §5). */
export function AssetEditForm({ draft, mediaType, onChange }: AssetEditFormProps): ReactElement {
  const classes = useStyles();
  const blankName = draft.name.trim() === '';
  const nameError = useId();
  return (
    <form aria-label={T.editForm} onSubmit={(e) => e.preventDefault()}>
      <label className={classes.field}>
        <span className={classes.label}>{T.name}</span>
        <Input
          value={draft.name}
          aria-label={T.name}
          aria-describedby={blankName ? nameError : undefined}
          maxLength={REUSABLE_ASSET_LIMITS.NAME_MAX_LENGTH}
          showCount
          status={blankName ? 'error' : undefined}
          aria-invalid={blankName}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        {blankName ? (
          <Typography.Text type="danger" id={nameError}>
            {T.nameRequired}
          </Typography.Text>
        ) : null}
      </label>
      <div className={classes.field}>
        <span className={classes.label}>{T.mediaType}</span>
        <span>{mediaType}</span>
      </div>
      <label className={classes.field}>
        <span className={classes.label}>{T.description}</span>
        <Input.TextArea
          value={draft.description}
          aria-label={T.description}
          maxLength={REUSABLE_ASSET_LIMITS.DESCRIPTION_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
      <div className={classes.field}>
        <span className={classes.label}>{T.tags}</span>
        <TagInput value={draft.tags} onChange={(tags) => onChange({ tags })} label={T.addTag} />
      </div>
    </form>
  );
}

/** The fields that differ from the saved asset, as PUT .../reusable-assets/{id} takes them; null when none do. */
export function changesOf(asset: ReusableAsset, draft: AssetDraft): { name?: string; description?: string; tags?: string[] } | null {
  const changes: { name?: string; description?: string; tags?: string[] } = {};
  if (draft.name.trim() !== asset.name) changes.name = draft.name.trim();
  if (draft.description !== asset.description) changes.description = draft.description;
  if (draft.tags.length !== asset.tags.length || draft.tags.some((tag, i) => tag !== asset.tags[i])) changes.tags = [...draft.tags];
  return Object.keys(changes).length > 0 ? changes : null;
}
