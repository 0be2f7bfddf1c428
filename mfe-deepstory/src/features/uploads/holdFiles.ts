import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { typedSelect } from '@portal/shared-ui';
import { releaseFiles } from './shelf';

/**
 * Keeps on the shelf only the files a draft holds: after each action of `slice` it lets
 * go of those `heldIds` no longer names (replaced, uploaded, the draft cancelled or
 * saved), and of all of them when the remote unmounts.
 */
export function* holdDraftFiles<S>(slice: string, heldIds: (state: S) => string[]): SagaIterator<void> {
  let held: string[] = [];
  try {
    for (;;) {
      yield take((action: Action) => action.type.startsWith(`${slice}/`));
      const now = yield* typedSelect(heldIds);
      releaseFiles(held, now);
      held = now;
    }
  } finally {
    releaseFiles(held);
  }
}
