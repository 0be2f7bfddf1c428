import { useMemo } from 'react';
import { useStyleRegister, type CSSObject } from '@ant-design/cssinjs';
import { theme, type GlobalToken } from './antd';

export type { CSSObject };

/**
 * A rule for an antd element (a Typography title, a Card's body, a Skeleton node, an
 * Input) that must win over antd's own rules for it: antd pairs its class with an element
 * or parent classes (`h2.ant-typography`, `.ant-skeleton.ant-skeleton-element
 * .ant-skeleton-node`), so the rule repeats its own class to rank above them.
 */
export function overAntd(css: CSSObject): CSSObject {
  return { '&&&&': css };
}

/** The class name of each rule a `createStyles` hook returns. */
export type StyleClasses<K extends string> = { readonly [Key in K]: string };

/**
 * Styles written against the theme's tokens (spacing, type scale, colours), registered in
 * antd's own style engine: one `<style>` per name and theme, shared by every mount of
 * every app (antd is a singleton through shared-ui), recomputed when the theme changes.
 * The portal's components use these instead of inline style objects (docs/adr/016), so a
 * theme change reaches them and lint can tell a design value from a run-time one.
 *
 * ```ts
 * const useStyles = createStyles('plan-card', (token) => ({
 *   price: { fontSize: token.fontSizeHeading3, marginBlockEnd: token.marginXS },
 * }));
 * // in the component: const classes = useStyles(); <div className={classes.price} />
 * ```
 *
 * Class names are `portal-<name>-<rule>`; `name` must be unique in the portal (lowercase,
 * digits and dashes). A rule may nest selectors (`'&:hover'`, `'& + &'`, `'@media …'`).
 */
export function createStyles<K extends string>(
  name: string,
  rules: (token: GlobalToken) => Record<K, CSSObject>,
): () => StyleClasses<K> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`createStyles: "${name}" is not a lowercase, dashed name`);
  const prefix = `portal-${name}`;
  return function useStyles() {
    const { token, theme: antdTheme } = theme.useToken();
    const computed = useMemo(() => rules(token), [token]);
    useStyleRegister({ theme: antdTheme, token, path: [prefix] }, () =>
      Object.fromEntries(Object.entries<CSSObject>(computed).map(([rule, css]) => [`.${prefix}-${rule}`, css])),
    );
    return useMemo(
      () => Object.fromEntries(Object.keys(computed).map((rule) => [rule, `${prefix}-${rule}`])) as StyleClasses<K>,
      [computed],
    );
  };
}
