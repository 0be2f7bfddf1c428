import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
// First, as jest loads it: the guard is installed before jsdom's style code loads.
const { requiredClasses } = require('./jest-environment.cjs');
const { JSDOM } = require('jsdom');

test('reads the classes the rightmost compound of each selector requires', () => {
  assert.deepEqual(requiredClasses(':where(.css-var-portal).ant-btn:hover'), [['ant-btn']]);
  assert.deepEqual(requiredClasses('.a .b > .c.d, .e::before'), [['c', 'd'], ['e']]);
  assert.deepEqual(requiredClasses(':is(.a, .b) .c:nth-child(2n+1)'), [['c']]);
  assert.deepEqual(requiredClasses('.a[disabled]'), [['a']]);
});

test('leaves to nwsapi any selector whose subject needs no class, or that it cannot read simply', () => {
  for (const selector of ['div', ':not(.x)', '.a, div', '.a [class~="x"]', '.a + *', '.a\\:b']) {
    assert.equal(requiredClasses(selector), null, selector);
  }
});

test('computed styles are what the rules say', () => {
  // More rules than nwsapi's 1,000-entry cache, as antd's styles are.
  const filler = Array.from({ length: 1500 }, (_, i) => `.unused-${i} { color: blue; }`).join('\n');
  const { window } = new JSDOM(
    `<style>${filler}
      .hidden { display: none; }
      .panel .ghost { visibility: hidden; }
      :not(.kept) > span { pointer-events: none; }
      [data-off] { display: none; }
    </style>
    <div class="hidden" id="a"></div>
    <div class="panel"><p class="ghost" id="b"></p><p id="c"></p></div>
    <div><span id="d"></span></div><div class="kept"><span id="e"></span></div>
    <i data-off id="f"></i>`,
  );
  const style = (id) => window.getComputedStyle(window.document.getElementById(id));
  assert.equal(style('a').display, 'none');
  assert.equal(style('b').visibility, 'hidden');
  assert.equal(style('c').visibility, 'visible');
  assert.equal(style('d').pointerEvents, 'none');
  assert.equal(style('e').pointerEvents, 'auto');
  assert.equal(style('f').display, 'none');
});
