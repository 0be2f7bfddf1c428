import { useContext, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme } from './antd';
import { PortalConfigProvider } from './PortalConfigProvider';
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

  it('puts the forms entry\'s dates in Australian English', async () => {
    const { dayjs } = await import('./dates');
    await import('./forms');
    expect(dayjs.locale()).toBe('en-au');
    // Australian weeks start on Monday.
    expect(dayjs('2026-11-26').startOf('week').format('YYYY-MM-DD ddd')).toBe('2026-11-23 Mon');
  });
});
