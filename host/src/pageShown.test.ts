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
    // Not before the frame that shows the page has painted.
    expect(early.done).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    expect(early.done).toBe(true);
    const late = settled(whenPageShown());
    await jest.advanceTimersByTimeAsync(0);
    expect(late.done).toBe(true);
  });

  it('marks the page shown after the next frame: its animation frame, then a task after its paint', async () => {
    const waiting = settled(whenPageShown());
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      markPageShown();
      await jest.advanceTimersByTimeAsync(100);
      expect(waiting.done).toBe(false);
      frames.forEach((frame) => frame(performance.now()));
      expect(waiting.done).toBe(false);
      await jest.advanceTimersByTimeAsync(0);
      expect(waiting.done).toBe(true);
    } finally {
      raf.mockRestore();
    }
  });

  it('gives up waiting after the limit when the page never settles', async () => {
    const waiting = settled(whenPageShown());
    await jest.advanceTimersByTimeAsync(PAGE_SHOWN_LIMIT_MS - 1);
    expect(waiting.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(waiting.done).toBe(true);
  });
});
