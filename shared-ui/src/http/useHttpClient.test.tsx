import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { z } from 'zod';
import { MountPropsProvider } from '../mountContext';
import { TEST_API_URL, fakeMountProps } from '../testing/fakeMountProps';
import { useHttpClient } from './useHttpClient';

describe('useHttpClient', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it("calls the mounted app's api with the session's tokens, and keeps one client per mount", async () => {
    const props = fakeMountProps('mfe-account');
    props.session.getIdToken.mockResolvedValue('id-1');
    props.session.getAccessToken.mockResolvedValue('access-1');
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ id: 1 }) }) as Response);
    globalThis.fetch = fetch;
    const wrapper = ({ children }: { children: ReactNode }) => <MountPropsProvider value={props}>{children}</MountPropsProvider>;
    const { result, rerender } = renderHook(() => useHttpClient(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await result.current.get('/x', z.object({ id: z.number() }), { accessToken: true });
    expect(fetch).toHaveBeenCalledWith(
      `${TEST_API_URL}/x`,
      expect.objectContaining({ headers: { Authorization: 'Bearer id-1', 'id-token': 'access-1' } }),
    );
  });
});
