import { PAGE_SHOWN_LIMIT_MS, markPageShown, resetPageShown, whenPageShown } from './pageShown';

describe('whenPageShown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetPageShown();
  });
  afterEach(() => jest.useRealTimers());

  const settled = (promise: Promise<void>): { done: boolean } => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('waits until the page is marked shown, then resolves every waiter, before or after', async () => {
    const early = settled(whenPageShown());
    await jest.advanceTimersByTimeAsync(PAGE_SHOWN_LIMIT_MS - 1);
    expect(early.done).toBe(false);
    markPageShown();
    await jest.advanceTimersByTimeAsync(0);
    expect(early.done).toBe(true);
    const late = settled(whenPageShown());
    await jest.advanceTimersByTimeAsync(0);
    expect(late.done).toBe(true);
  });

  it('gives up waiting after the limit when the page never settles', async () => {
    const waiting = settled(whenPageShown());
    await jest.advanceTimersByTimeAsync(PAGE_SHOWN_LIMIT_MS - 1);
    expect(waiting.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(waiting.done).toBe(true);
  });
});
