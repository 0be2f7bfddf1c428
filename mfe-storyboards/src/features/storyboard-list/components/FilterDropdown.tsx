import { useId, useState, type ReactElement } from 'react';
import { removeTagLabel } from '@portal/shared-contracts/core';
import { PREDEFINED_TAGS } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { DownOutlined } from '@portal/shared-ui/icons';
import { Radio } from '@portal/shared-ui/forms';
import { Dropdown } from '@portal/shared-ui/widgets';
import { STORYBOARD_LIST_TEXTS } from '../../../messages';
import { PROJECT_FILTER_OPTIONS, toggleTag, type ProjectFilter } from '../criteria';

const useStyles = createStyles('storyboards-filter', (token) => ({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: token.marginSM,
    maxWidth: 420,
    padding: token.padding,
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
  },
  heading: { fontWeight: token.fontWeightStrong },
  list: { display: 'flex', flexWrap: 'wrap', gap: token.marginXS, margin: 0, padding: 0, listStyle: 'none' },
}));

export interface FilterDropdownProps {
  readonly tags: readonly string[];
  readonly project: ProjectFilter;
  readonly onTagsChange: (tags: string[]) => void;
  readonly onProjectChange: (project: ProjectFilter) => void;
}

/**
 * The search bar's filter drop-down (001 §2): the selected tags, the project filter and
 * the predefined tag buttons, each of which adds its tag or takes it away again.
 */
export function FilterDropdown({ tags, project, onTagsChange, onProjectChange }: FilterDropdownProps): ReactElement {
  const [open, setOpen] = useState(false);
  const ids = { tags: useId(), project: useId(), predefined: useId() };
  const classes = useStyles();
  const panel = (
    <div role="group" aria-label={STORYBOARD_LIST_TEXTS.filters} className={classes.panel}>
      <Typography.Text id={ids.tags} className={classes.heading}>
        {STORYBOARD_LIST_TEXTS.selectedTags}
      </Typography.Text>
      {tags.length > 0 ? (
        <ul aria-labelledby={ids.tags} className={classes.list}>
          {tags.map((tag) => (
            <li key={tag}>
              <Tag closable={{ 'aria-label': removeTagLabel(tag) }} onClose={(e) => (e.preventDefault(), onTagsChange(toggleTag(tags, tag)))}>
                {tag}
              </Tag>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{STORYBOARD_LIST_TEXTS.noTagsSelected}</Typography.Text>
      )}
      <Typography.Text id={ids.project} className={classes.heading}>
        {STORYBOARD_LIST_TEXTS.project}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={ids.project}
        value={project}
        options={PROJECT_FILTER_OPTIONS.map(({ value, label }) => ({ value, label }))}
        onChange={(e) => onProjectChange(e.target.value as ProjectFilter)}
      />
      <Typography.Text id={ids.predefined} className={classes.heading}>
        {STORYBOARD_LIST_TEXTS.predefinedTags}
      </Typography.Text>
      <Flex role="group" aria-labelledby={ids.predefined} wrap gap="small">
        {PREDEFINED_TAGS.map((tag) => {
          const on = tags.includes(tag);
          return (
            <Button key={tag} size="small" type={on ? 'primary' : 'default'} aria-pressed={on} onClick={() => onTagsChange(toggleTag(tags, tag))}>
              {tag}
            </Button>
          );
        })}
      </Flex>
    </div>
  );
  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} popupRender={() => panel}>
      <Button aria-expanded={open} aria-haspopup="true" icon={<DownOutlined aria-hidden="true" />} iconPlacement="end">
        {STORYBOARD_LIST_TEXTS.filters}
      </Button>
    </Dropdown>
  );
}
