import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from './antd';
import { PortalConfigProvider } from './PortalConfigProvider';
import { createPortalStyleCache, portalStyleCache } from './styleCache';

function Styled({ name, make }: { name: string; make: () => Record<string, { color: string }> }): ReactElement {
  const { token, theme: antdTheme } = theme.useToken();
  useStyleRegister({ theme: antdTheme, token, path: [name] }, make);
  return <p className="style-cache-probe">probe</p>;
}

describe('the portal style cache', () => {
  it('makes a style once, however often the page that uses it is left and opened again', () => {
    const make = jest.fn(() => ({ '.style-cache-probe': { color: 'rgb(1, 2, 3)' } }));
    for (let visit = 0; visit < 3; visit += 1) {
      const { unmount } = render(
        <PortalConfigProvider>
          <Styled name="probe-made-once" make={make} />
        </PortalConfigProvider>,
      );
      expect([...document.querySelectorAll('style')].some((style) => style.innerHTML.includes('rgb(1, 2, 3)'))).toBe(true);
      unmount();
    }
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("leaves a kept style's element as it is when the page is opened again", () => {
    const make = () => ({ '.style-cache-probe': { color: 'rgb(7, 8, 9)' } });
    const visit = () =>
      render(
        <PortalConfigProvider>
          <Styled name="probe-left-alone" make={make} />
        </PortalConfigProvider>,
      );
    visit().unmount();
    const element = [...document.querySelectorAll('style')].find((style) => style.innerHTML.includes('rgb(7, 8, 9)'));
    expect(element).toBeDefined();
    // A text antd would put back if it compared the element with its style again.
    element!.innerHTML = '.style-cache-probe{color:rgb(7, 8, 9)}/* left alone */';
    const again = visit();
    expect(element!.isConnected).toBe(true);
    expect(element!.innerHTML).toContain('left alone');
    again.unmount();
  });

  it("keeps a style nobody uses with a count of zero, and counts again from there", () => {
    const cache = createPortalStyleCache();
    cache.opUpdate('cssVar%probe', () => [1, 'made']);
    cache.opUpdate('cssVar%probe', () => null);
    expect(cache.opGet('cssVar%probe')).toEqual([0, 'made']);
    cache.opUpdate('cssVar%probe', (previous) => [(previous?.[0] ?? 0) + 1, previous?.[1]]);
    expect(cache.opGet('cssVar%probe')).toEqual([1, 'made']);
  });

  it("leaves the theme tokens to antd's own counting", () => {
    const cache = createPortalStyleCache();
    cache.opUpdate('token%probe', () => [1, 'token']);
    cache.opUpdate('token%probe', () => null);
    expect(cache.opGet('token%probe')).toBeNull();
  });

  it('is the cache the portal provider gives antd', () => {
    render(
      <PortalConfigProvider>
        <Styled name="probe-in-provider" make={() => ({ '.style-cache-probe': { color: 'rgb(4, 5, 6)' } })} />
      </PortalConfigProvider>,
    );
    expect([...portalStyleCache.cache.keys()].some((key) => key.startsWith('style%') && key.includes('probe-in-provider'))).toBe(true);
  });
});
