import { render, screen } from '@testing-library/react';
import { ConfigProvider } from './antd';
import { createStyles } from './styles';

const useStyles = createStyles('styles-test', (token) => ({
  box: { marginBlockEnd: token.marginMD, color: token.colorTextSecondary, '&:hover': { color: token.colorPrimary } },
  title: { fontSize: token.fontSizeHeading4 },
}));

function Box() {
  const classes = useStyles();
  return (
    <div className={classes.box} data-testid="box">
      <span className={classes.title}>Title</span>
    </div>
  );
}

/** The rules registered for the test's name, as the document holds them. */
const registered = (): string =>
  [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((css) => css.includes('portal-styles-test')).join('\n');

describe('createStyles', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

  it('gives each rule a class and registers its CSS from the theme tokens', () => {
    render(<Box />);
    expect(screen.getByTestId('box')).toHaveClass('portal-styles-test-box');
    expect(screen.getByText('Title')).toHaveClass('portal-styles-test-title');
    const css = registered();
    expect(css).toMatch(/\.portal-styles-test-box\{[^}]*margin-block-end:20px/);
    expect(css).toMatch(/\.portal-styles-test-box:hover\{[^}]*color:#1677ff/);
    expect(css).toMatch(/\.portal-styles-test-title\{[^}]*font-size:20px/);
  });

  it('follows the theme: another token value gives other CSS', () => {
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#4b3fd6', marginMD: 28 } }}>
        <Box />
      </ConfigProvider>,
    );
    const css = registered();
    expect(css).toMatch(/\.portal-styles-test-box\{[^}]*margin-block-end:28px/);
    expect(css).toMatch(/color:#4b3fd6/);
  });

  it('refuses a name that is not a lowercase, dashed name', () => {
    expect(() => createStyles('Plan Card', () => ({}))).toThrow(/not a lowercase, dashed name/);
  });
});
