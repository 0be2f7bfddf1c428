import { combineSlices } from '@reduxjs/toolkit';
import { DELAYS_MS, LABELS, ROLES, TIERS, IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { BILLING_ERROR_CODES } from '@portal/shared-contracts/account';
import { MARKETPLACE_TEXTS, PROXY_MESSAGES, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeSession, type TestMountProps } from '@portal/shared-ui/testing';
import { copyStatusBody, errorBody, fakeMarketplaceApi, nthCall, searchBody } from '../../testing/fakeMarketplaceApi';
import { listingHit } from '../../testing/listings';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { sessionUser, signedInSession } from '../../testing/sessions';
import { ACTIVE_LISTING_COPY_IDS } from './copySagas';
import { addToAccountClicked, listingOpened, listingSlice } from './listingSlice';
import { marketplaceSaga } from './sagas';
import { selectCopy, selectOpened, selectRefusedByPlan } from './selectors';
import { marketplaceOpened, marketplaceSlice } from './slice';

const reducer = combineSlices(marketplaceSlice, listingSlice);
type State = ReturnType<typeof reducer>;
const STORED = `${ACTIVE_LISTING_COPY_IDS}:user-1`;

let running: RemoteStore<State> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
  localStorage.clear();
  jest.useRealTimers();
});

function start(session = signedInSession()) {
  const api = fakeMarketplaceApi();
  const props: TestMountProps = fakeMountProps({ session });
  running = createRemoteStore({ reducer, saga: marketplaceSaga, context: props });
  return { store: running.store, api, props };
}

const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
const stored = (): unknown => JSON.parse(localStorage.getItem(STORED) ?? '[]');

/** Clicks "Add to account" on listing 2 and answers copy-script with request 40. */
async function copyStarted(ctx: ReturnType<typeof start>): Promise<void> {
  ctx.store.dispatch(addToAccountClicked({ listingId: 2 }));
  await flush();
  nthCall(ctx.api, 'copyListing', 0).answer(200, { result: { id: 40 } });
  await flush();
}

describe('add to account saga', () => {
  beforeEach(() => jest.useFakeTimers());

  it('copies the listing, polls every 2500 ms until Completed, then opens the new storyboard', async () => {
    const ctx = start();
    ctx.store.dispatch(addToAccountClicked({ listingId: 2 }));
    await flush();
    const copy = nthCall(ctx.api, 'copyListing', 0);
    expect(copy.path).toBe('/proxy/v1/customers/42/listings/2/copy-script');
    expect(copy.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    copy.answer(200, { result: { id: 40 } });
    await flush();
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'polling', requestId: 40 });
    expect(stored()).toEqual(['40']);
    const first = nthCall(ctx.api, 'getCopyRequest', 0);
    expect(first.path).toBe('/proxy/v1/customers/42/listing-copy-requests/40');
    first.answer(200, copyStatusBody(40, 'Pending'));
    await jest.advanceTimersByTimeAsync(2499);
    expect(ctx.api.calls('getCopyRequest')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    nthCall(ctx.api, 'getCopyRequest', 1).answer(200, copyStatusBody(40, 'Completed', { scriptId: 77 }));
    await flush();
    expect(ctx.props.navigate).toHaveBeenCalledWith('/storyboards/77');
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'completed', scriptId: 77 });
    expect(stored()).toEqual([]);
  });

  it("shows a Failed request's error, or the spec's text when it has none, and stays put", async () => {
    const ctx = start();
    await copyStarted(ctx);
    nthCall(ctx.api, 'getCopyRequest', 0).answer(200, copyStatusBody(40, 'Failed', { error: 'The source storyboard was deleted' }));
    await flush();
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'failed', error: 'The source storyboard was deleted' });
    expect(stored()).toEqual([]);

    ctx.store.dispatch(addToAccountClicked({ listingId: 2 }));
    await flush();
    nthCall(ctx.api, 'copyListing', 1).answer(200, { result: { id: 41 } });
    await flush();
    nthCall(ctx.api, 'getCopyRequest', 1).answer(200, copyStatusBody(41, 'Failed'));
    await flush();
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'failed', error: STORYBOARD_MESSAGES.addToAccountFailed });
    expect(ctx.props.navigate).not.toHaveBeenCalled();
  });

  it('turns a 403 FEATURE_NOT_IN_PLAN into the upgrade path, without polling', async () => {
    const ctx = start(signedInSession(ROLES.customer, TIERS.Beginner));
    ctx.store.dispatch(addToAccountClicked({ listingId: 2 }));
    await flush();
    nthCall(ctx.api, 'copyListing', 0).answer(403, errorBody(BILLING_ERROR_CODES.FEATURE_NOT_IN_PLAN, 'Storyboard copy needs a plan that includes customiseStoryboard'));
    await flush();
    expect(selectRefusedByPlan(ctx.store.getState())).toBe(true);
    expect(selectCopy(ctx.store.getState()).phase).toBe('idle');
    await jest.advanceTimersByTimeAsync(5000);
    expect(ctx.api.calls('getCopyRequest')).toEqual([]);
  });

  it("shows the spec's text when copy-script fails otherwise, and the status error when the poll is refused", async () => {
    const ctx = start();
    ctx.store.dispatch(addToAccountClicked({ listingId: 2 }));
    await flush();
    nthCall(ctx.api, 'copyListing', 0).answer(404, errorBody('LISTING_NOT_FOUND', 'Listing not found'));
    await flush();
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'failed', error: STORYBOARD_MESSAGES.addToAccountFailed });

    ctx.store.dispatch(addToAccountClicked({ listingId: 2 }));
    await flush();
    nthCall(ctx.api, 'copyListing', 1).answer(200, { result: { id: 40 } });
    await flush();
    nthCall(ctx.api, 'getCopyRequest', 0).answer(404, errorBody('REQUEST_NOT_FOUND', 'Not found'));
    await flush();
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'failed', error: PROXY_MESSAGES.listingCopyStatusError });
    expect(stored()).toEqual([]);
  });

  it('keeps polling through a network failure, backing off', async () => {
    const ctx = start();
    await copyStarted(ctx);
    nthCall(ctx.api, 'getCopyRequest', 0).answer(503);
    await jest.advanceTimersByTimeAsync(4999);
    expect(ctx.api.calls('getCopyRequest')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    nthCall(ctx.api, 'getCopyRequest', 1).answer(200, copyStatusBody(40, 'Completed', { scriptId: 9 }));
    await flush();
    expect(ctx.props.navigate).toHaveBeenCalledWith('/storyboards/9');
  });

  it('stops waiting after its deadline and keeps the id for the next mount', async () => {
    const ctx = start();
    await copyStarted(ctx);
    for (let waited = 0; waited < DELAYS_MS.LISTING_COPY_WAIT; waited += 2500) {
      ctx.api.calls('getCopyRequest').at(-1)?.answer(200, copyStatusBody(40, 'Pending'));
      await jest.advanceTimersByTimeAsync(2500);
    }
    await flush();
    expect(selectCopy(ctx.store.getState())).toMatchObject({ phase: 'timedOut', error: MARKETPLACE_TEXTS.copyTakingLong });
    expect(stored()).toEqual(['40']);
  });

  it('an unmount stops the poll and keeps the id; the next mount follows it again without navigating', async () => {
    const ctx = start();
    await copyStarted(ctx);
    const inFlight = nthCall(ctx.api, 'getCopyRequest', 0);
    running?.stop();
    expect(inFlight.signal?.aborted).toBe(true);
    expect(stored()).toEqual(['40']);

    const next = start();
    await flush();
    const resumed = nthCall(next.api, 'getCopyRequest', 0);
    expect(resumed.path).toBe('/proxy/v1/customers/42/listing-copy-requests/40');
    expect(selectCopy(next.store.getState())).toMatchObject({ phase: 'polling', requestId: 40, resumed: true });
    resumed.answer(200, copyStatusBody(40, 'Completed', { scriptId: 77 }));
    await flush();
    expect(selectCopy(next.store.getState())).toMatchObject({ phase: 'completed', scriptId: 77, resumed: true });
    expect(next.props.navigate).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
  });

  it("resumes only the signed-in user's ids, once the session has a user", async () => {
    localStorage.setItem(STORED, JSON.stringify(['12']));
    localStorage.setItem(`${ACTIVE_LISTING_COPY_IDS}:someone-else`, JSON.stringify(['13']));
    const session = fakeSession();
    const ctx = start(session);
    await flush();
    expect(ctx.api.calls('getCopyRequest')).toEqual([]);
    session.setSnapshot({ status: 'signedIn', user: sessionUser() });
    await flush();
    expect(ctx.api.calls('getCopyRequest').map((r) => r.path)).toEqual(['/proxy/v1/customers/42/listing-copy-requests/12']);
  });
});

describe('listing modal saga', () => {
  beforeEach(() => jest.useFakeTimers());

  it('shows a listing the page already holds without asking', async () => {
    const ctx = start();
    ctx.store.dispatch(marketplaceOpened());
    await flush();
    for (const search of ctx.api.calls('searchListings')) search.answer(200, searchBody([listingHit(3)]));
    await flush();
    ctx.store.dispatch(listingOpened({ listingId: 3 }));
    await flush();
    expect(selectOpened(ctx.store.getState())).toMatchObject({ status: 'succeeded', listing: { listingId: 3 } });
    expect(ctx.api.calls('getListing')).toEqual([]);
  });

  it('asks for a listing it does not hold; a 404 is "Storyboard not available"', async () => {
    const ctx = start();
    ctx.store.dispatch(listingOpened({ listingId: 5 }));
    await flush();
    const get = nthCall(ctx.api, 'getListing', 0);
    expect(get.path).toBe('/proxy/v1/customers/42/listings/5');
    get.answer(200, { result: listingHit(5) });
    await flush();
    expect(selectOpened(ctx.store.getState())).toMatchObject({ status: 'succeeded', listing: { listingId: 5 } });

    ctx.store.dispatch(listingOpened({ listingId: 6 }));
    await flush();
    nthCall(ctx.api, 'getListing', 1).answer(404, errorBody('LISTING_NOT_FOUND', 'Listing not found'));
    await flush();
    expect(selectOpened(ctx.store.getState())).toMatchObject({ status: 'failed', error: LABELS.storyboardNotAvailable });

    ctx.store.dispatch(listingOpened({ listingId: 7 }));
    await flush();
    nthCall(ctx.api, 'getListing', 2).answer(500);
    await flush();
    expect(selectOpened(ctx.store.getState())).toMatchObject({ status: 'failed', error: MARKETPLACE_TEXTS.listingLoadFailed });
  });
});
