import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pruneSnapshotCss } from './snapshotCss.cjs';

const HTML = '<div class="css-var-portal ant-form"><label for="email">Email</label><input id="email" class="ant-input"><button class="css-x ant-btn">Sign in</button></div>';

describe('pruneSnapshotCss', () => {
  it('keeps the rules whose selectors match the HTML, as written, and drops the others', () => {
    const css = ':root{--a:1}html,body{margin:0}.ant-input{color:red}.ant-table{color:blue}:where(.css-x).ant-btn{padding:0}.ant-modal .ant-btn{top:0}';
    assert.equal(pruneSnapshotCss(HTML, css), ':root{--a:1}html,body{margin:0}.ant-input{color:red}:where(.css-x).ant-btn{padding:0}');
  });

  it('keeps a selector list when one of its selectors matches', () => {
    assert.equal(pruneSnapshotCss(HTML, '.ant-table,.ant-form label[for="a,b"],.ant-btn{x:1}'), '.ant-table,.ant-form label[for="a,b"],.ant-btn{x:1}');
    assert.equal(pruneSnapshotCss(HTML, '.ant-table,.ant-modal{x:1}'), '');
  });

  it('takes states and drawn parts as matching their element, inside functions too', () => {
    const css = '.ant-btn:hover{a:1}.ant-input::placeholder{b:2}.ant-btn:not(:focus-visible)::after{c:3}.ant-table:hover{d:4}';
    assert.equal(pruneSnapshotCss(HTML, css), '.ant-btn:hover{a:1}.ant-input::placeholder{b:2}.ant-btn:not(:focus-visible)::after{c:3}');
  });

  it('cuts inside media and supports rules, and drops them when nothing is left', () => {
    const css = '@media (max-width: 575px){.ant-btn{a:1}.ant-table{b:2}}@media print{.ant-table{c:3}}@supports (display:grid){.ant-form{d:4}}';
    assert.equal(pruneSnapshotCss(HTML, css), '@media (max-width: 575px){.ant-btn{a:1}}@supports (display:grid){.ant-form{d:4}}');
  });

  it('keeps a keyframes rule only when a kept rule names it', () => {
    const css = '@keyframes antWave{to{opacity:0}}@keyframes antZoomIn{to{opacity:1}}.ant-btn{animation:antWave 1s}.ant-modal{animation-name:antZoomIn}';
    assert.equal(pruneSnapshotCss(HTML, css), '.ant-btn{animation:antWave 1s}@keyframes antWave{to{opacity:0}}');
  });

  it('keeps statements, font faces, and strings and comments with braces in them', () => {
    const css = '@layer antd, portal;@font-face{font-family:x}.ant-btn::before{content:"}{"}/* .ant-table{} */.ant-table{content:"}"}';
    assert.equal(pruneSnapshotCss(HTML, css), '@layer antd, portal;@font-face{font-family:x}.ant-btn::before{content:"}{"}');
  });

  it('keeps a rule whose selector cannot be checked here', () => {
    assert.equal(pruneSnapshotCss(HTML, '.ant-btn:unknown-state(1){a:1}'), '.ant-btn:unknown-state(1){a:1}');
  });
});
