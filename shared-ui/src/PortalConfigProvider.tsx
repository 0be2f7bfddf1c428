import type { ReactElement, ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import enGB from 'antd/locale/en_GB';
import { ConfigProvider } from './antd';
import { portalStyleCache } from './styleCache';
import { portalTheme } from './theme';

/**
 * antd as every app of the portal shows it: the portal theme, and antd's own texts and
 * date formats in British English (the portal's customers write en-AU; antd has no en-AU
 * locale, en-GB is the nearest: day-first dates, Monday weeks). dayjs, which antd's date
 * components use, is set to en-AU with the forms entry that holds them (dates.ts). Styles
 * go through the portal's style cache, which keeps a page's styles for its next visit.
 */
export function PortalConfigProvider({ children }: { readonly children: ReactNode }): ReactElement {
  return (
    <StyleProvider cache={portalStyleCache}>
      <ConfigProvider theme={portalTheme} locale={enGB}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
