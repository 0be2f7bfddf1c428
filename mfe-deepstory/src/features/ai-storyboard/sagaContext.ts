import type { SagaIterator } from 'redux-saga';
import { LOCAL_STORAGE_KEYS, type EventBus, type RemoteMountProps, type SessionApi } from '@portal/shared-contracts/core';
import { persistedJobIds, type HttpClient, type PersistedJobIds } from '@portal/shared-ui';
import { aiClientOf, signedInUser } from '../ai-api';

/** What the storyboard's sagas work with: the api, the host's bus (toasts) and the session. */
export interface StoryboardContext {
  readonly client: HttpClient;
  readonly apiUrl: string;
  readonly bus: EventBus;
  readonly session: SessionApi;
}

export type StoryboardProps = Pick<RemoteMountProps, 'config' | 'session' | 'bus'>;

export const storyboardContextOf = (props: StoryboardProps): StoryboardContext => ({
  client: aiClientOf(props),
  apiUrl: props.config.apiUrl,
  bus: props.bus,
  session: props.session,
});

/** The stored active post-production ids (002 §9 activePostProductionId), kept per signed-in user. */
export function* activePostProductionJobs(session: SessionApi): SagaIterator<PersistedJobIds> {
  const user = yield* signedInUser(session);
  return persistedJobIds(LOCAL_STORAGE_KEYS.ACTIVE_POST_PRODUCTION_ID, user.sub);
}

/** The stored ids as numbers (anything else stored there is ignored). */
export const idsOf = (jobs: PersistedJobIds): number[] => jobs.list().map(Number).filter((id) => Number.isInteger(id) && id > 0);
