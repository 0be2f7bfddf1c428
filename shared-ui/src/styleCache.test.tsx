import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from './antd';
import { Switch } from './formsAntd';
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

  it("leaves a component's CSS variables in the page when its last user unmounts, and puts them back after the theme's", async () => {
    // Mounts in tasks of their own, as in the browser (antd clears its effect marks in a microtask).
    const settle = () => act(async () => undefined);
    const variables = () => [...document.querySelectorAll('style')].filter((style) => /--ant-switch-[\w-]+:/.test(style.innerHTML));
    const page = () =>
      render(
        <PortalConfigProvider>
          <Switch />
        </PortalConfigProvider>,
      );
    // The shell's provider stays mounted while pages come and go.
    const shell = render(<PortalConfigProvider>shell</PortalConfigProvider>);
    await settle();
    page().unmount();
    await settle();
    expect(variables()).toHaveLength(1);
    // The theme's last provider gone, antd removes its variables; the next page has them.
    shell.unmount();
    await settle();
    expect(variables()).toHaveLength(0);
    const again = page();
    await settle();
    expect(variables()).toHaveLength(1);
    again.unmount();
  });

  it('keeps what antd made, with its real count, when the last user unmounts', () => {
    const cache = createPortalStyleCache();
    // antd's own updaters: make, add one at a mount, take one at an unmount (null at zero).
    const made = (value: unknown) => (previous: [number, unknown] | null): [number, unknown] => [previous?.[0] ?? 0, previous?.[1] ?? value];
    const mounted = (previous: [number, unknown] | null): [number, unknown] => [(previous?.[0] ?? 0) + 1, previous?.[1]];
    const unmounted = (previous: [number, unknown] | null): [number, unknown] | null => {
      const [count = 0, value] = previous ?? [];
      return count - 1 === 0 ? null : [count - 1, value];
    };
    cache.opUpdate('style%probe', made(['.a{}', 'id']));
    cache.opUpdate('style%probe', mounted);
    cache.opUpdate('style%probe', mounted);
    expect(cache.opGet('style%probe')).toEqual([2, ['.a{}', 'id']]);
    cache.opUpdate('style%probe', unmounted);
    cache.opUpdate('style%probe', unmounted);
    // Kept; the next mount's effect skips a `<style>` that is still in the page.
    expect(cache.opGet('style%probe')).toEqual([0, ['_FILE_STYLE__', 'id']]);
    cache.opUpdate('style%probe', made('other'));
    cache.opUpdate('style%probe', mounted);
    expect(cache.opGet('style%probe')).toEqual([1, ['_FILE_STYLE__', 'id']]);
    cache.opUpdate('cssVar%probe', made(['token', '--a:1', 'id', 'key']));
    cache.opUpdate('cssVar%probe', mounted);
    cache.opUpdate('cssVar%probe', unmounted);
    expect(cache.opGet('cssVar%probe')).toEqual([0, ['token', '--a:1', 'id', 'key']]);
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
