import { useEffect, useRef, useState, type ReactElement } from 'react';
import { DELAYS_MS } from '@portal/shared-contracts/core';
import { ADMIN_USERS_LABELS } from '@portal/shared-contracts/admin';
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
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    pending.current = setTimeout(() => onSearch(text.trim()), DELAYS_MS.SEARCH_DEBOUNCE);
    return () => clearTimeout(pending.current);
  }, [text, value, onSearch]);
  /** Searches now; the delayed search is dropped, so it cannot land after a click that follows. */
  const searchNow = (): void => {
    clearTimeout(pending.current);
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <Input
      type="search"
      allowClear
      aria-label={ADMIN_USERS_LABELS.search}
      placeholder={ADMIN_USERS_LABELS.searchHint}
      className={classes.input}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        clearTimeout(pending.current);
        onSearch(text.trim());
      }}
      // Leaving the box (to click a user of the list) searches at once and drops the
      // delayed search: while the list takes the new search (a transition, which may wait
      // for the user page's chunk), that search would otherwise land after the click and
      // undo its navigation.
      onBlur={searchNow}
    />
  );
}
