import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { FEATURES, ROUTES } from '@portal/shared-contracts/core';
import { SEARCH_LABELS } from '@portal/shared-contracts/storyboards';
import { Button, Flex, createStyles, overAntd, useSessionSnapshot } from '@portal/shared-ui';
import { SearchOutlined } from '@portal/shared-ui/icons';
import { Input, Select, TagInput } from '@portal/shared-ui/forms';
import { useHref, useLinkClickHandler } from '@portal/shared-ui/router';
import { STORYBOARD_LIST_TEXTS } from '../../../messages';
import { SEARCH_MODES, SEARCH_MODE_OPTIONS, type SearchCriteria, type SearchMode } from '../criteria';
import { FilterDropdown } from './FilterDropdown';

const useStyles = createStyles('storyboards-search', (token) => ({
  bar: { marginBlockEnd: token.marginLG },
  mode: overAntd({ minWidth: 120 }),
  query: { flex: '1 1 280px', minWidth: 200 },
}));

export interface SearchBarProps {
  readonly criteria: SearchCriteria;
  readonly onChange: (change: Partial<SearchCriteria>) => void;
  readonly onReset: () => void;
  /** More buttons at the bar's end, from features the page composes (Create Brief). */
  readonly actions?: ReactNode;
}

/** The Request Storyboard button (001 §2, §6): a link to /requestform, for sessions with the feature. */
function RequestStoryboardButton(): ReactElement | null {
  const { features } = useSessionSnapshot();
  const target = useHref(ROUTES.requestForm);
  const follow = useLinkClickHandler<HTMLElement>(ROUTES.requestForm);
  if (!features.includes(FEATURES.requestStoryboard)) return null;
  return (
    <Button type="primary" href={target} onClick={(e: MouseEvent<HTMLElement>) => follow(e)}>
      {SEARCH_LABELS.requestStoryboard}
    </Button>
  );
}

/** My Storyboards' search bar (001 §2 "Search bar"); the criteria live in the store. */
export function SearchBar({ criteria, onChange, onReset, actions }: SearchBarProps): ReactElement {
  const classes = useStyles();
  return (
    <Flex role="search" wrap gap="small" align="flex-start" className={classes.bar}>
      <Select<SearchMode>
        aria-label={STORYBOARD_LIST_TEXTS.searchMode}
        value={criteria.mode}
        options={SEARCH_MODE_OPTIONS.map(({ value, label }) => ({ value, label }))}
        onChange={(mode) => onChange({ mode })}
        className={classes.mode}
      />
      <div className={classes.query}>
        {criteria.mode === SEARCH_MODES.keys ? (
          <Input
            aria-label={STORYBOARD_LIST_TEXTS.searchKeys}
            placeholder={STORYBOARD_LIST_TEXTS.searchKeys}
            prefix={<SearchOutlined aria-hidden="true" />}
            value={criteria.text}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        ) : (
          <TagInput label={STORYBOARD_LIST_TEXTS.searchTags} value={criteria.tags} onChange={(tags) => onChange({ tags })} />
        )}
      </div>
      <FilterDropdown
        tags={criteria.tags}
        project={criteria.project}
        onTagsChange={(tags) => onChange({ tags })}
        onProjectChange={(project) => onChange({ project })}
      />
      <Button onClick={onReset}>{SEARCH_LABELS.reset}</Button>
      <RequestStoryboardButton />
      {actions}
    </Flex>
  );
}
