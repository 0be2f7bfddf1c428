import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { aiServerError, toApiError, type ApiErrorBody, type RemoteMountProps } from '@portal/shared-contracts/core';
import { ApiError } from '@portal/shared-ui/http';
import { AiStatusError } from './aiSend';

/** The level AI call errors are kept at (002 §7). */
export const AI_ERROR_LEVEL = 'Error';

/**
 * An AI call's failure as 002 §7 normalises it: the api's error_code and error_message
 * when it sent them, else code '500' and 'An error occurred'. The generic helper's
 * "Status code incorrect" keeps its message. A network failure or an answer the portal
 * cannot read has no server text, so it gets the defaults.
 */
export function aiErrorOf(error: unknown): ApiErrorBody {
  if (error instanceof AiStatusError) return toApiError({ error_message: error.message });
  if (error instanceof ApiError && error.code !== null) return toApiError({ error_code: error.code, error_message: error.message });
  return toApiError({});
}

/** One error kept in the store until it has been shown. */
export interface AiErrorEntry extends ApiErrorBody {
  readonly id: string;
  readonly level: typeof AI_ERROR_LEVEL;
  /** What the toast says: by default "Error (Code: {code}): {message}" (002 §8). */
  readonly toast: string;
}

export interface AiErrorsState {
  readonly entries: readonly AiErrorEntry[];
}

const initialState: AiErrorsState = { entries: [] };

export const aiErrorsSlice = createSlice({
  name: 'aiErrors',
  initialState,
  reducers: {
    /** An AI call failed; `toast` overrides the server-error text where the spec words another (a list error shows its message). */
    aiErrorRaised: {
      reducer: (state, { payload }: PayloadAction<AiErrorEntry>) => {
        state.entries.push(payload);
      },
      prepare: ({ toast, ...body }: ApiErrorBody & { readonly toast?: string }): { payload: AiErrorEntry } => ({
        payload: { ...body, id: nanoid(), level: AI_ERROR_LEVEL, toast: toast ?? aiServerError(body.error_code, body.error_message) },
      }),
    },
    /** Shown: the entry goes (002 §8: "the error is then cleared"). */
    aiErrorCleared: (state, { payload }: PayloadAction<{ id: string }>) => {
      state.entries = state.entries.filter((entry) => entry.id !== payload.id);
    },
  },
  selectors: {
    selectAiErrors: (state) => state.entries,
  },
});

export const { aiErrorRaised, aiErrorCleared } = aiErrorsSlice.actions;
export const { selectAiErrors } = aiErrorsSlice.selectors;

/**
 * Records an AI call's failure at level Error (it is then shown and cleared by
 * aiErrorsSaga) and answers it normalised. `toast` words the toast when the spec gives
 * another text than "Error (Code: {code}): {message}".
 */
export function* reportAiError(error: unknown, toast?: (body: ApiErrorBody) => string): SagaIterator<ApiErrorBody> {
  const body = aiErrorOf(error);
  yield put(aiErrorRaised({ ...body, toast: toast?.(body) }));
  return body;
}

/** Shows each recorded error as an error toast (bottom centre, the host's), then clears it. */
export function* aiErrorsSaga({ bus }: Pick<RemoteMountProps, 'bus'>): SagaIterator<void> {
  yield takeEvery(aiErrorRaised, function* show({ payload }: ReturnType<typeof aiErrorRaised>): SagaIterator<void> {
    bus.publish('toast/requested', { kind: 'error', message: payload.toast });
    yield put(aiErrorCleared({ id: payload.id }));
  });
}
