import { createStyles, overAntd } from '@portal/shared-ui';

/** Links and icons on the dark header bar. */
export const useHeaderStyles = createStyles('shell-header', (token) => ({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.margin },
  link: overAntd({ color: token.colorTextLightSolid, fontWeight: token.fontWeightStrong - 100 }),
  icon: overAntd({ color: token.colorTextLightSolid, fontSize: token.fontSizeXL }),
}));
