import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { ApiError } from '@portal/shared-ui/http';
import { createRemoteStore } from '@portal/shared-ui';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { AI_ERROR_LEVEL, aiErrorRaised, aiErrorsSaga, aiErrorsSlice, reportAiError, selectAiErrors } from './errors';

describe('AI error entries', () => {
  it('are kept at level Error with the server-error text', () => {
    const state = aiErrorsSlice.reducer(undefined, aiErrorRaised({ error_code: '22003', error_message: 'Failed to fetch the statuses.' }));
    expect(state.entries).toEqual([
      { id: expect.any(String), level: AI_ERROR_LEVEL, error_code: '22003', error_message: 'Failed to fetch the statuses.', toast: 'Error (Code: 22003): Failed to fetch the statuses.' },
    ]);
    expect(AI_ERROR_LEVEL).toBe('Error');
  });

  it('are shown as an error toast, then cleared', () => {
    const props = fakeMountProps();
    const reducer = combineSlices(aiErrorsSlice);
    const seen: number[] = [];
    const { store, stop } = createRemoteStore({
      reducer,
      context: props,
      saga: function* root(): SagaIterator<void> {
        yield all([call(aiErrorsSaga, props), call(reportAiError, new ApiError(404, 'AI_NOT_FOUND', 'No such storyboard'))]);
      },
    });
    store.subscribe(() => seen.push(selectAiErrors(store.getState()).length));
    store.dispatch(aiErrorRaised({ error_code: '500', error_message: 'An error occurred', toast: 'List failed' }));
    expect(props.bus.published('toast/requested')).toEqual([
      { kind: 'error', message: 'Error (Code: AI_NOT_FOUND): No such storyboard' },
      { kind: 'error', message: 'List failed' },
    ]);
    expect(seen).toEqual([1, 0]);
    expect(selectAiErrors(store.getState())).toEqual([]);
    stop();
  });
});
