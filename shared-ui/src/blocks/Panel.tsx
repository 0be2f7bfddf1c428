import type { ReactElement, ReactNode } from 'react';
import { createStyles } from '../styles';

const useStyles = createStyles('panel', (token) => ({
  panel: {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingLG,
    color: token.colorText,
  },
}));

/**
 * A bordered surface with the look of antd's plain Card, without the Card's engine (its
 * tabs, and through them menus and dropdowns, are `@portal/shared-ui/widgets`). For the
 * sign-in and sign-up forms: the first page a visitor loads then needs no widgets entry.
 */
export function Panel({ children }: { readonly children?: ReactNode }): ReactElement {
  const classes = useStyles();
  return <div className={classes.panel}>{children}</div>;
}
