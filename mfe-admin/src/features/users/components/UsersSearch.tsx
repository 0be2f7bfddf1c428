import { useEffect, useState, type ReactElement } from 'react';
import { ADMIN_USERS_LABELS, DELAYS_MS } from '@portal/shared-contracts';
import { createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';

const useStyles = createStyles('admin-users-search', () => ({ input: { maxInlineSize: 360 } }));

export interface UsersSearchProps {
  /** The search the list holds (the URL's `q`). */
  readonly value: string;
  readonly onSearch: (q: string) => void;
}

/**
 * The users search box: the list follows DELAYS_MS.SEARCH_DEBOUNCE after the last
 * keystroke, or at once on Enter or when the box loses focus. A search changed elsewhere (back, a shared link) shows.
 */
export function UsersSearch({ value, onSearch }: UsersSearchProps): ReactElement {
  const classes = useStyles();
  const [text, setText] = useState(value);
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), DELAYS_MS.SEARCH_DEBOUNCE);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      type="search"
      allowClear
      aria-label={ADMIN_USERS_LABELS.search}
      placeholder={ADMIN_USERS_LABELS.searchHint}
      className={classes.input}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => onSearch(text.trim())}
      // Leaving the box (to click a user of the list) searches at once: a search still
      // waiting for its delay would otherwise land after that click and undo its navigation.
      onBlur={() => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
    />
  );
}
