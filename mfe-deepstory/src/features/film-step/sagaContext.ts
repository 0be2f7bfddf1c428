import type { RemoteMountProps } from '@portal/shared-contracts/core';
import type { HttpClient } from '@portal/shared-ui';
import { aiClientOf } from '../ai-api';

export type FilmStepProps = Pick<RemoteMountProps, 'config' | 'session' | 'bus' | 'navigate'>;

/** What the film step's sagas work with. */
export interface FilmStepContext {
  readonly client: HttpClient;
  readonly apiUrl: string;
  readonly bus: RemoteMountProps['bus'];
  readonly session: RemoteMountProps['session'];
  /** The host's navigation: the new classic storyboard is another remote's page (002 §4). */
  readonly navigate: RemoteMountProps['navigate'];
}

export const filmStepContextOf = (props: FilmStepProps): FilmStepContext => ({
  client: aiClientOf(props),
  apiUrl: props.config.apiUrl,
  bus: props.bus,
  session: props.session,
  navigate: props.navigate,
});
