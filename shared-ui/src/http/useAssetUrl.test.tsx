import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MountPropsProvider } from '../mountContext';
import { TEST_API_URL, fakeMountProps } from '../testing/fakeMountProps';
import { useAssetUrl, useAssetUrlResolver } from './useAssetUrl';

describe('useAssetUrl', () => {
  const props = fakeMountProps('mfe-storyboards');
  const wrapper = ({ children }: { children: ReactNode }) => <MountPropsProvider value={props}>{children}</MountPropsProvider>;

  it("resolves a public key on the mounted app's api, and nothing for a private one", () => {
    const { result, rerender } = renderHook(({ ref }: { ref: string | null }) => useAssetUrl(ref), {
      wrapper,
      initialProps: { ref: 'public/defaults/shot-2.png' as string | null },
    });
    expect(result.current).toBe(`${TEST_API_URL}/storage/public/defaults/shot-2.png`);
    rerender({ ref: 'private/id-1/a.png' });
    expect(result.current).toBeNull();
    rerender({ ref: null });
    expect(result.current).toBeNull();
  });

  it('gives one resolver per mount, for lists', () => {
    const { result, rerender } = renderHook(() => useAssetUrlResolver(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(['public/a.png', 'protected/b.png'].map(result.current)).toEqual([`${TEST_API_URL}/storage/public/a.png`, null]);
  });
});
