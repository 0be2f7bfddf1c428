import { act, renderHook } from '@testing-library/react';
import { useShownAfter } from './useShownAfter';

describe('useShownAfter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true once the flag has held for the delay, and false with the flag', () => {
    const { result, rerender } = renderHook(({ active }) => useShownAfter(active, 400), { initialProps: { active: true } });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(399));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('never turns true for a flag that drops before the delay, and waits the whole delay again when it rises', () => {
    const { result, rerender } = renderHook(({ active }) => useShownAfter(active, 400), { initialProps: { active: true } });
    act(() => jest.advanceTimersByTime(300));
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
    rerender({ active: true });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });
});
