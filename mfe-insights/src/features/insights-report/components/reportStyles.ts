import { createStyles, overAntd } from '@portal/shared-ui';

/** The insights report's layout (docs/adr/016). */
export const useReportStyles = createStyles('insights-report', (token) => ({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: token.marginLG },
  wide: { gridColumn: '1 / -1', minWidth: 0 },
  section: { scrollMarginTop: token.marginXL },
  blockTitle: overAntd({ fontSize: token.fontSizeHeading4, marginTop: 0 }),
  figure: { fontSize: token.fontSizeHeading2, fontWeight: token.fontWeightStrong, lineHeight: 1.2 },
  list: { margin: 0, paddingInlineStart: token.paddingLG, lineHeight: 1.8 },
  personas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: token.margin },
  persona: {
    display: 'block',
    width: '100%',
    textAlign: 'start',
    padding: token.paddingLG,
    borderRadius: token.borderRadiusLG,
    border: `${token.lineWidth}px solid ${token.colorBorder}`,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    cursor: 'pointer',
    '&[aria-pressed="true"]': { borderColor: token.colorPrimary, boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorPrimary}`, cursor: 'default' },
    '&:focus-visible': { outline: `${token.lineWidthFocus}px solid ${token.colorPrimary}`, outlineOffset: token.lineWidthFocus },
  },
  personaName: { display: 'block', fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong },
  personaLine: { display: 'block', color: token.colorTextSecondary },
}));
