import { createStyles } from '@portal/shared-ui';

/** What the privacy and terms pages share: plain HTML text, set in the theme's type. */
export const useLegalStyles = createStyles('insights-legal', (token) => ({
  page: { fontFamily: token.fontFamily, color: token.colorText },
  /** "Last updated …" under the heading. */
  updated: { margin: 0, color: token.colorTextSecondary },
  /** The text itself, on a sheet; long reading, hence the taller line. */
  article: {
    padding: `${token.paddingXS}px ${token.paddingXL}px ${token.paddingLG}px`,
    background: token.colorBgContainer,
    borderRadius: token.borderRadius,
    fontSize: token.fontSize,
    lineHeight: 1.7,
  },
}));
