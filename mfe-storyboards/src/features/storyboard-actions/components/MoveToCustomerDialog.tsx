import { useId, useState, type ReactElement } from 'react';
import { STORYBOARD_ACTION_TEXTS as T, type UserHit } from '@portal/shared-contracts/storyboards';
import { Space, Typography, createStyles } from '@portal/shared-ui';
import { Input, Radio } from '@portal/shared-ui/forms';
import type { UserSearchState } from '../slice';
import { ActionDialog } from './ActionDialog';
import { TitleField, titleProblem } from './TitleField';

const useStyles = createStyles('storyboard-action-customer', (token) => ({
  fields: { width: '100%' },
  label: { display: 'block', marginBlockEnd: token.marginXS },
  email: { marginInlineStart: token.marginXS },
}));

export interface MoveToCustomerDialogProps {
  /** The storyboard's title, the copy's by default. */
  readonly title: string;
  readonly search: UserSearchState;
  readonly onSearch: (query: string) => void;
  readonly onMove: (move: { targetUserId: number; title: string }) => void;
  readonly onCancel: () => void;
}

/** What the search says under the box: searching, its failure text (001 §8), no match, or the hits. */
function SearchOutcome({ search, chosen, onChoose }: { search: UserSearchState; chosen: UserHit | null; onChoose: (user: UserHit) => void }): ReactElement | null {
  const classes = useStyles();
  if (search.status === 'loading') return <Typography.Text role="status">{T.searchingUsers}</Typography.Text>;
  if (search.status === 'failed') return <Typography.Text type="danger" role="alert">{search.error}</Typography.Text>;
  if (search.status !== 'succeeded') return null;
  if (search.hits.length === 0) return <Typography.Text role="status">{T.noUsersFound}</Typography.Text>;
  return (
    <Radio.Group
      aria-label={T.chooseUser}
      value={chosen?.id ?? null}
      onChange={(e) => {
        const user = search.hits.find((hit) => hit.id === e.target.value);
        if (user) onChoose(user);
      }}
    >
      <Space orientation="vertical">
        {search.hits.map((user) => (
          <Radio key={user.id} value={user.id}>
            {user.fullName}
            <Typography.Text type="secondary" className={classes.email}>
              {user.email}
            </Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

/**
 * Move to customer storyboard (admins, 001 §4): find the customer by name or e-mail (the
 * search asks for 10, after the typing stops), pick one, name the copy, and clone to them.
 */
export function MoveToCustomerDialog({ title, search, onSearch, onMove, onCancel }: MoveToCustomerDialogProps): ReactElement {
  const classes = useStyles();
  const searchId = useId();
  const [chosen, setChosen] = useState<UserHit | null>(null);
  const [copyTitle, setCopyTitle] = useState(title);
  return (
    <ActionDialog
      title={T.moveToCustomerTitle}
      confirmLabel={T.moveToCustomerConfirm}
      ready={chosen !== null && titleProblem(copyTitle) === null}
      onConfirm={() => chosen && onMove({ targetUserId: chosen.id, title: copyTitle.trim() })}
      onCancel={onCancel}
    >
      <Space orientation="vertical" size="middle" className={classes.fields}>
        <div>
          <label htmlFor={searchId} className={classes.label}>
            {T.searchUsers}
          </label>
          <Input id={searchId} type="search" value={search.query} placeholder={T.searchUsersHint} onChange={(e) => onSearch(e.target.value)} autoComplete="off" />
        </div>
        <SearchOutcome search={search} chosen={chosen} onChoose={setChosen} />
        <TitleField value={copyTitle} onChange={setCopyTitle} />
      </Space>
    </ActionDialog>
  );
}
