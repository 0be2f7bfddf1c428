import type { ReactElement } from 'react';
import {
  ON_OFF_MODES,
  RENDER_MESSAGES,
  STORYBOARD_DETAIL_TEXTS as T,
  STORYBOARD_LIMITS,
  STORYBOARD_STATUSES,
  storyboardDisplayState,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { Badge, Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { Input, Switch, TagInput } from '@portal/shared-ui/forms';
import type { StoryboardDraft } from '../draft';

const useStyles = createStyles('storyboard-details', (token) => ({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${token.marginXS}px ${token.margin}px`, margin: 0 },
  term: { color: token.colorTextSecondary },
  value: { margin: 0, overflowWrap: 'anywhere' },
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, marginBottom: token.marginSM },
  label: { fontWeight: token.fontWeightStrong },
}));

/** The status as shown (001 §2): "Render" while rendering, live (green) when Published. */
export function StatusBadge({ status }: { status: StoryboardDetail['status'] }): ReactElement {
  const label = status === STORYBOARD_STATUSES.Rendering ? RENDER_MESSAGES.renderStatus : status;
  return <Badge status={storyboardDisplayState(status) === 'live' ? 'success' : status === STORYBOARD_STATUSES.Processing ? 'processing' : 'default'} text={label} />;
}

/** Status, project code, filmmaker, about, tags and the read-only toggles (001 §2). */
export function StoryboardFacts({ storyboard, filmmaker }: { storyboard: StoryboardDetail; filmmaker: string | null }): ReactElement {
  const classes = useStyles();
  const fact = (term: string, value: ReactElement | string): ReactElement => (
    <>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>{value}</dd>
    </>
  );
  return (
    <dl className={classes.list}>
      {fact(T.status, <StatusBadge status={storyboard.status} />)}
      {fact(T.projectCode, `${storyboard.project.code} (${storyboard.project.projectType})`)}
      {filmmaker ? fact(T.filmmaker, filmmaker) : null}
      {fact(T.about, storyboard.description || '—')}
      {fact(
        T.tags,
        storyboard.tags.length ? (
          <Flex gap="small" wrap>
            {storyboard.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        ) : (
          T.noTags
        ),
      )}
      {fact(T.denoising, <Switch size="small" disabled checked={storyboard.information.denoisingMode === ON_OFF_MODES.On} aria-label={T.denoising} />)}
      {fact(
        T.variableShotLength,
        <Switch size="small" disabled checked={storyboard.information.autoAdjustmentMode === ON_OFF_MODES.On} aria-label={T.variableShotLength} />,
      )}
    </dl>
  );
}

export interface EditFormProps {
  readonly draft: StoryboardDraft;
  readonly onChange: (fields: Partial<Pick<StoryboardDraft, 'title' | 'description' | 'tags' | 'denoisingMode' | 'autoAdjustmentMode'>>) => void;
}

/** The edit form (001 §2, §5): title (up to 50), description (up to 280), tags and the two toggles. */
export function EditForm({ draft, onChange }: EditFormProps): ReactElement {
  const classes = useStyles();
  const blankTitle = draft.title.trim() === '';
  return (
    <form aria-label={T.editForm} onSubmit={(e) => e.preventDefault()}>
      <label className={classes.field}>
        <span className={classes.label}>{T.title}</span>
        <Input
          value={draft.title}
          aria-label={T.title}
          maxLength={STORYBOARD_LIMITS.TITLE_MAX_LENGTH}
          showCount
          status={blankTitle ? 'error' : undefined}
          aria-invalid={blankTitle}
          onChange={(e) => onChange({ title: e.target.value })}
        />
        {blankTitle ? <Typography.Text type="danger">{T.titleRequired}</Typography.Text> : null}
      </label>
      <label className={classes.field}>
        <span className={classes.label}>{T.description}</span>
        <Input.TextArea
          value={draft.description}
          aria-label={T.description}
          maxLength={STORYBOARD_LIMITS.DESCRIPTION_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
      <div className={classes.field}>
        <span className={classes.label}>{T.tags}</span>
        <TagInput value={draft.tags} onChange={(tags) => onChange({ tags })} label={T.addTag} />
      </div>
      <Flex gap="large" wrap>
        <Flex gap="small" align="center">
          <Switch
            checked={draft.denoisingMode === ON_OFF_MODES.On}
            aria-label={T.denoising}
            onChange={(on) => onChange({ denoisingMode: on ? ON_OFF_MODES.On : ON_OFF_MODES.Off })}
          />
          <span aria-hidden="true">{T.denoising}</span>
        </Flex>
        <Flex gap="small" align="center">
          <Switch
            checked={draft.autoAdjustmentMode === ON_OFF_MODES.On}
            aria-label={T.variableShotLength}
            onChange={(on) => onChange({ autoAdjustmentMode: on ? ON_OFF_MODES.On : ON_OFF_MODES.Off })}
          />
          <span aria-hidden="true">{T.variableShotLength}</span>
        </Flex>
      </Flex>
    </form>
  );
}
