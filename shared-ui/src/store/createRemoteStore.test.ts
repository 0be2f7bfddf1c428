import type { SagaIterator } from 'redux-saga';
import { cancelled, delay, put } from 'redux-saga/effects';
import { fakeMountProps } from '../testing/fakeMountProps';
import { createRemoteStore } from './createRemoteStore';
import { typedSelect } from './effects';
import { pollEnded, pollsSlice } from './testSupport';

const done = (id: string, answer: string) => pollEnded({ id, summary: { kind: 'done', answer } });
type State = ReturnType<typeof pollsSlice.reducer>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createRemoteStore', () => {
  it('runs the root saga with the mount props, so sagas can reach the session and config', async () => {
    const props = fakeMountProps('mfe-storyboards');
    const { store } = createRemoteStore({
      reducer: pollsSlice.reducer,
      context: props,
      saga: function* root({ config, session }): SagaIterator<void> {
        yield put(done('apiUrl', config.apiUrl));
        yield put(done('status', session.getSnapshot().status));
      },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().ended).toEqual({
      apiUrl: { kind: 'done', answer: 'http://api.test' },
      status: { kind: 'done', answer: 'signedOut' },
    });
  });

  it('stop() cancels the root saga and what it runs', async () => {
    const { store, stop } = createRemoteStore({
      reducer: pollsSlice.reducer,
      context: null,
      saga: function* root(): SagaIterator<void> {
        try {
          yield delay(1_000);
          yield put(done('waited', 'yes'));
        } finally {
          if (yield cancelled()) yield put(done('cancelled', 'yes'));
        }
      },
    });
    stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(store.getState().ended).toEqual({ cancelled: { kind: 'done', answer: 'yes' } });
    expect(() => stop()).not.toThrow();
  });

  it('keeps a plain store working without a saga', () => {
    const { store, stop } = createRemoteStore({ reducer: pollsSlice.reducer, context: null });
    store.dispatch(done('one', 'ok'));
    expect(store.getState().ended['one']).toEqual({ kind: 'done', answer: 'ok' });
    expect(() => stop()).not.toThrow();
  });

  it('tells onError of an error that ends the root saga', async () => {
    const onError = jest.fn();
    createRemoteStore({
      reducer: pollsSlice.reducer,
      context: null,
      onError,
      saga: function* root(): SagaIterator<void> {
        yield delay(10);
        throw new Error('saga bug');
      },
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'saga bug' }), expect.anything());
  });

  it('gives sagas typed state through typedSelect', async () => {
    const { store } = createRemoteStore({
      reducer: pollsSlice.reducer,
      context: null,
      saga: function* root(): SagaIterator<void> {
        yield put(done('first', 'a'));
        const ids = yield* typedSelect((state: State) => Object.keys(state.ended));
        yield put(done('count', String(ids.length)));
      },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().ended['count']).toEqual({ kind: 'done', answer: '1' });
  });
});

describe('createRemoteStore and the Redux DevTools', () => {
  const original = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = original;
    delete window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  /** Loads the kit afresh (RTK reads the extension when it loads) and makes a store. */
  async function storeWithExtension(nodeEnv: string): Promise<jest.Mock> {
    const compose = jest.fn(() => (...enhancers: unknown[]) => enhancers[0]);
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = compose;
    process.env.NODE_ENV = nodeEnv;
    await jest.isolateModulesAsync(async () => {
      const kit = await import('./createRemoteStore');
      kit.createRemoteStore({ reducer: pollsSlice.reducer, context: null, name: 'mfe-deepstory' });
    });
    return compose;
  }

  it('connects a development store under the remote’s name', async () => {
    expect(await storeWithExtension('development')).toHaveBeenCalledWith(expect.objectContaining({ name: 'mfe-deepstory' }));
  });

  it('keeps a production store away from them', async () => {
    expect(await storeWithExtension('production')).not.toHaveBeenCalled();
  });
});

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown;
  }
}
