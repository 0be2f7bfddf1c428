import { useContext, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme } from './antd';
import { PORTAL_CSS_VAR_KEY, PortalConfigProvider } from './PortalConfigProvider';
import { portalTheme } from './theme';

function Probe(): ReactElement {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { token } = antdTheme.useToken();
  return <output>{`${locale?.locale ?? 'none'} ${token.colorPrimary === portalTheme.token?.colorPrimary ? 'portal' : 'other'}`}</output>;
}

describe('PortalConfigProvider', () => {
  it("gives antd the portal theme and British English", () => {
    render(
      <PortalConfigProvider>
        <Probe />
      </PortalConfigProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('en-gb portal');
  });

  it('gives every app the same CSS-variables key, however often it mounts, so the theme is computed once', () => {
    const classes: string[] = [];
    for (let mount = 0; mount < 2; mount += 1) {
      const { unmount } = render(
        <PortalConfigProvider>
          <Button>Save</Button>
        </PortalConfigProvider>,
      );
      classes.push(...screen.getByRole('button', { name: 'Save' }).classList);
      unmount();
    }
    expect(classes.filter((name) => name.startsWith('css-var-'))).toEqual([PORTAL_CSS_VAR_KEY, PORTAL_CSS_VAR_KEY]);
  });

  it('puts the forms entry\'s dates in Australian English', async () => {
    const { dayjs } = await import('./dates');
    await import('./forms');
    expect(dayjs.locale()).toBe('en-au');
    // Australian weeks start on Monday.
    expect(dayjs('2026-11-26').startOf('week').format('YYYY-MM-DD ddd')).toBe('2026-11-23 Mon');
  });
});
