import type { ThemeConfig } from 'antd';

/**
 * Class of a link that is a whole card or tile: not underlined (the page's stylesheet,
 * build-tools/src/index.html, underlines links in running text only).
 */
export const BLOCK_LINK_CLASS = 'block-link';

/** Brand palette shared by the shell and every remote. */
export const BRAND = {
  primary: '#4b3fd6',
  primaryHover: '#3d32c4',
  primaryActive: '#2f26a3',
  ink: '#1d1f3a',
  surface: '#ffffff',
  canvas: '#f5f6fa',
  muted: '#595959',
} as const;

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: '#1f1f1f',
    borderRadius: 8,
    fontSize: 15,
    // antd's default secondary text (45% black) fails WCAG AA contrast on the canvas.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // Placeholders (25% black by default) must be readable too (WCAG AA 4.5:1).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // antd lightens buttons and links on hover and fades a loading button to 65%: white
    // text on those (and antd's light red) falls under 4.5:1. Hover and press darken
    // instead, and a loading button keeps enough of its colour (theme.test.ts checks
    // every state).
    colorPrimaryHover: BRAND.primaryHover,
    colorPrimaryActive: BRAND.primaryActive,
    colorLinkHover: BRAND.primaryHover,
    colorLinkActive: BRAND.primaryActive,
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    // antd's green (#52c41a) is 2.3:1 on white: success text (Typography type="success",
    // a picked photo's notice) must read at 4.5:1.
    colorSuccess: '#237804',
    // antd's warning text (#d48806) is 2.9:1 on white: "(unsaved)" notes must read at 4.5:1.
    colorWarningText: '#874d00',
    opacityLoading: 0.85,
  },
  components: {
    Layout: { headerBg: BRAND.ink, siderBg: BRAND.surface, bodyBg: BRAND.canvas, headerPadding: '0 20px' },
  },
};
