import { useId, type ReactElement } from 'react';
import { MARKETPLACE_TEXTS, PREDEFINED_TAGS } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { SearchOutlined } from '@portal/shared-ui/icons';
import { Input } from '@portal/shared-ui/forms';
import { toggleTag, type MarketplaceCriteria } from '../criteria';

const useStyles = createStyles('marketplace-search', (token) => ({
  bar: { display: 'flex', flexDirection: 'column', gap: token.marginSM, marginBlockEnd: token.marginLG },
  query: { flex: '1 1 280px', minWidth: 200, maxWidth: 560 },
  heading: { fontWeight: token.fontWeightStrong },
}));

export interface MarketplaceSearchProps {
  readonly criteria: MarketplaceCriteria;
  readonly onChange: (change: Partial<MarketplaceCriteria>) => void;
}

/** The marketplace's search: keys (asked 500 ms after typing stops) and the predefined tag buttons. */
export function MarketplaceSearch({ criteria, onChange }: MarketplaceSearchProps): ReactElement {
  const classes = useStyles();
  const tagsId = useId();
  const filtered = criteria.text !== '' || criteria.tags.length > 0;
  return (
    <div role="search" className={classes.bar}>
      <Flex wrap gap="small" align="center">
        <Input
          aria-label={MARKETPLACE_TEXTS.searchLabel}
          placeholder={MARKETPLACE_TEXTS.searchLabel}
          prefix={<SearchOutlined aria-hidden="true" />}
          value={criteria.text}
          onChange={(e) => onChange({ text: e.target.value })}
          className={classes.query}
        />
        {filtered ? <Button onClick={() => onChange({ text: '', tags: [] })}>{MARKETPLACE_TEXTS.clearFilter}</Button> : null}
      </Flex>
      <Typography.Text id={tagsId} className={classes.heading}>
        {MARKETPLACE_TEXTS.tagFilterLabel}
      </Typography.Text>
      <Flex role="group" aria-labelledby={tagsId} wrap gap="small">
        {PREDEFINED_TAGS.map((tag) => {
          const on = criteria.tags.includes(tag);
          return (
            <Button key={tag} size="small" type={on ? 'primary' : 'default'} aria-pressed={on} onClick={() => onChange({ tags: toggleTag(criteria.tags, tag) })}>
              {tag}
            </Button>
          );
        })}
      </Flex>
    </div>
  );
}
