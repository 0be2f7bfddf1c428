import type { ReactElement, ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import enGB from 'antd/locale/en_GB';
import { ConfigProvider, type ThemeConfig } from './antd';
import { portalStyleCache } from './styleCache';
import { portalTheme } from './theme';

/**
 * The CSS-variables key of the portal theme, fixed: antd otherwise keys each provider's
 * variables by a React id, new at every mount, so every page opened computed the theme's
 * tokens and each component's variables again, and the style cache (styleCache.ts) would
 * keep one copy per visit. One key for the shell and every app: they share one theme.
 */
export const PORTAL_CSS_VAR_KEY = 'css-var-portal';
export const portalProvidedTheme: ThemeConfig = { ...portalTheme, cssVar: { key: PORTAL_CSS_VAR_KEY } };
export const portalLocale = enGB;

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
      <ConfigProvider theme={portalProvidedTheme} locale={portalLocale}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
