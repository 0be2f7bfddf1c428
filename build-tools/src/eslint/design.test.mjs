import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { design } from './design.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-static-inline-style', design.rules['no-static-inline-style'], {
  valid: [
    { code: '<div className={classes.card} />' },
    { code: '<div style={{ width: `${percent}%` }} />' },
    { code: '<div style={{ marginBlockEnd: token.marginMD }} />' },
    { code: '<div style={{ height }} />' },
    { code: '<div style={style} />' },
    { code: '<div data-style="x" title="margin: 0" />' },
  ],
  invalid: [
    { code: '<div style={{ marginBottom: 16 }} />', errors: [{ messageId: 'inline' }] },
    { code: "<p style={{ margin: 0, color: BRAND.muted }} />", errors: [{ messageId: 'inline' }, { messageId: 'inline' }] },
    { code: "<main style={{ padding: guestPage ? 0 : 24, width: size }} />", errors: [{ messageId: 'inline' }] },
    { code: "<Typography.Text style={{ display: 'block', 'white-space': `pre-line` }} />", errors: [{ messageId: 'inline' }, { messageId: 'inline' }] },
  ],
});
