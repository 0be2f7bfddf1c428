import { theme } from './antd';
import { portalTheme } from './theme';

/*
 * Every button state the portal shows must read at WCAG AA (4.5:1 for the 15 px text
 * of a button), as axe measures it: the text colour against the button's background,
 * both composited over the white container, and for a loading button the whole button
 * faded by `opacityLoading` over that container.
 */
type Rgb = readonly [number, number, number];
type Rgba = readonly [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const n = Number.parseInt(hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s+/g, ''));
  if (!rgba) throw new Error(`Unparsed colour ${color}`);
  const [r = 0, g = 0, b = 0, a = 1] = (rgba[1] ?? '').split(',').map(Number);
  return [r, g, b, a];
}

const over = (top: Rgba, below: Rgb): Rgb => [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])) as unknown as Rgb;
const fade = (color: Rgb, opacity: number, below: Rgb): Rgb => over([...color, opacity], below);

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const token = theme.getDesignToken(portalTheme);
const white: Rgb = [255, 255, 255];
const canvas = over(parse(token.colorBgContainer), white);

/** Solid buttons: light text on a coloured background (primary, danger primary). */
const solid: Record<string, string> = {
  'primary': token.colorPrimary,
  'primary hover': token.colorPrimaryHover,
  'primary active': token.colorPrimaryActive,
  'danger': token.colorError,
  'danger hover': token.colorErrorHover,
  'danger active': token.colorErrorActive,
};
/** Outlined, text and link buttons: coloured text on the container. */
const outlined: Record<string, string> = {
  'default': token.colorText,
  'default hover': token.colorPrimaryHover,
  'default active': token.colorPrimaryActive,
  'link': token.colorLink,
  'link hover': token.colorLinkHover,
  'link active': token.colorLinkActive,
  'danger default': token.colorError,
  'danger default hover': token.colorErrorHover,
  'danger default active': token.colorErrorActive,
};

describe('portal theme: button contrast in every state (WCAG AA 4.5:1)', () => {
  const text = over(parse(token.colorTextLightSolid), white);

  it.each(Object.entries(solid))('%s button, and while loading', (_state, background) => {
    const bg = over(parse(background), canvas);
    expect(contrast(text, bg)).toBeGreaterThanOrEqual(4.5);
    const loadingBg = fade(bg, token.opacityLoading, canvas);
    const loadingText = fade(text, token.opacityLoading, canvas);
    expect(contrast(loadingText, loadingBg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(outlined))('%s button, and while loading', (_state, color) => {
    const fg = over(parse(color), canvas);
    expect(contrast(fg, canvas)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fade(fg, token.opacityLoading, canvas), canvas)).toBeGreaterThanOrEqual(4.5);
  });

  it('success, warning and error text read on white and on the page canvas', () => {
    const page = over(parse('#f5f6fa'), white);
    for (const color of [token.colorSuccess, token.colorWarningText, token.colorError]) {
      expect(contrast(over(parse(color), white), white)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(over(parse(color), page), page)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('secondary and placeholder text read on the page canvas too', () => {
    const page = over(parse('#f5f6fa'), white);
    for (const color of [token.colorTextSecondary, token.colorTextTertiary, token.colorTextPlaceholder, token.colorTextDescription]) {
      expect(contrast(over(parse(color), page), page)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
