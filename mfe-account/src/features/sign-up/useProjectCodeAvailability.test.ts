import { act, renderHook, waitFor } from '@testing-library/react';
import { createHttpClient } from '@portal/shared-ui';
import { installFakeFetch, type FakeAnswer } from '../../testing/fakeFetch';
import { useProjectCodeAvailability } from './useProjectCodeAvailability';

const http = createHttpClient({ apiUrl: 'http://api.test', getIdToken: async () => null });

function setUp(answer: (code: string) => FakeAnswer) {
  const net = installFakeFetch((url) => answer(url.searchParams.get('code') ?? ''));
  const hook = renderHook(({ code }) => useProjectCodeAvailability(code, http), { initialProps: { code: '' } });
  const asked = (): Array<string | null> => net.callsTo('/v1/projects').map((u) => u.searchParams.get('code'));
  return { hook, asked };
}

describe('useProjectCodeAvailability', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is unknown until the debounced check answers, then free or taken', async () => {
    const { hook, asked } = setUp((code) => ({ status: code === 'taken' ? 200 : 404 }));
    hook.rerender({ code: 'Taken ' });
    expect(hook.result.current.availability).toBe('unknown');
    await act(async () => jest.advanceTimersByTime(400));
    await waitFor(() => expect(hook.result.current.availability).toBe('taken'));
    hook.rerender({ code: 'free' });
    expect(hook.result.current.availability).toBe('unknown');
    await act(async () => jest.advanceTimersByTime(400));
    await waitFor(() => expect(hook.result.current.availability).toBe('free'));
    expect(asked()).toEqual(['taken', 'free']);
  });

  it('asks only for the code typed last within 400 ms', async () => {
    const { hook, asked } = setUp(() => ({ status: 404 }));
    for (const code of ['a', 'ab', 'abc']) {
      hook.rerender({ code });
      await act(async () => jest.advanceTimersByTime(300));
    }
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(asked()).toEqual(['abc']));
  });

  it('does not ask for an empty code or one longer than 20 characters', async () => {
    const { hook, asked } = setUp(() => ({ status: 404 }));
    hook.rerender({ code: '   ' });
    await act(async () => jest.advanceTimersByTime(1000));
    hook.rerender({ code: 'a'.repeat(21) });
    await act(async () => jest.advanceTimersByTime(1000));
    expect(asked()).toEqual([]);
    await expect(hook.result.current.ensure()).resolves.toBe('unknown');
  });

  it('ensure() checks at once when no answer is there yet, and reuses a definite answer', async () => {
    const { hook, asked } = setUp(() => ({ status: 200 }));
    hook.rerender({ code: 'demo-pro' });
    await act(async () => expect(await hook.result.current.ensure()).toBe('taken'));
    expect(asked()).toEqual(['demo-pro']);
    await act(async () => jest.advanceTimersByTime(400));
    await act(async () => expect(await hook.result.current.ensure()).toBe('taken'));
    expect(asked()).toEqual(['demo-pro']);
  });

  it('ensure() asks again when the last answer was an error (counted as taken meanwhile)', async () => {
    let status = 500;
    const { hook, asked } = setUp(() => ({ status }));
    hook.rerender({ code: 'flaky' });
    await act(async () => jest.advanceTimersByTime(400));
    await waitFor(() => expect(hook.result.current.availability).toBe('taken'));
    status = 404;
    await act(async () => expect(await hook.result.current.ensure()).toBe('free'));
    expect(asked()).toEqual(['flaky', 'flaky']);
  });
});
