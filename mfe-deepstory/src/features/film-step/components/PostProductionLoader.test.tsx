import { act, render, screen } from '@testing-library/react';
import { LOADER_MESSAGES } from '@portal/shared-contracts/core';
import { PostProductionLoader } from './PostProductionLoader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const status = (): HTMLElement => screen.getByRole('status');
/** Moves the clock by `ms`, a second at a time, letting React render (and set its next timer) in between. */
const advance = (ms: number): void => {
  for (let left = ms; left > 0; left -= 1_000) {
    act(() => {
      jest.advanceTimersByTime(Math.min(1_000, left));
    });
  }
};

describe('the post-production loader (fake timers)', () => {
  it('rotates its text every 10 s and adds the slow messages at 180, 300 and 420 s, then stops rotating', () => {
    render(<PostProductionLoader />);
    const [first, second, third] = LOADER_MESSAGES.rotating;
    expect(status()).toHaveTextContent(first!);
    advance(9_999);
    expect(status()).toHaveTextContent(first!);
    advance(1);
    expect(status()).toHaveTextContent(second!);
    advance(10_000);
    expect(status()).toHaveTextContent(third!);
    expect(status()).not.toHaveTextContent(LOADER_MESSAGES.slowTakingLonger);

    advance(160_000); // 180 s
    expect(status()).toHaveTextContent(LOADER_MESSAGES.slowTakingLonger);
    advance(120_000); // 300 s
    expect(status()).toHaveTextContent(LOADER_MESSAGES.slowPackaging);
    expect(status()).not.toHaveTextContent(LOADER_MESSAGES.slowTakingLonger);
    advance(120_000); // 420 s
    expect(status()).toHaveTextContent(LOADER_MESSAGES.slowRefresh);

    const frozen = status().textContent;
    advance(10_000);
    expect(status().textContent).toBe(frozen);
    advance(600_000);
    expect(status().textContent).toBe(frozen);
    expect(jest.getTimerCount()).toBe(0);
  });
});
