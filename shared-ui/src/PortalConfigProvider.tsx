import type { ReactElement, ReactNode } from 'react';
import enGB from 'antd/locale/en_GB';
import { ConfigProvider } from './antd';
import { portalTheme } from './theme';

/**
 * antd as every app of the portal shows it: the portal theme, and antd's own texts and
 * date formats in British English (the portal's customers write en-AU; antd has no en-AU
 * locale, en-GB is the nearest: day-first dates, Monday weeks). dayjs, which antd's date
 * components use, is set to en-AU with the forms entry that holds them (dates.ts).
 */
export function PortalConfigProvider({ children }: { readonly children: ReactNode }): ReactElement {
  return (
    <ConfigProvider theme={portalTheme} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
