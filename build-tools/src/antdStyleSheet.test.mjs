import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runWebpack } from './runWebpack.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ATTRIBUTE, AntdStyleSheetPlugin, SIGNED_IN_ATTRIBUTE } from './antdStyleSheet.cjs';

const SHEET = '.ant-btn{--ant-btn-w:calc((var(--a) - var(--b)) / 2);color:red}.data-ant-cssinjs-cache-path{content:"css-x|Button-Button|ant-btn|anticon:abc";}';
const SIGNED_IN = '.ant-tabs{color:red}.data-ant-cssinjs-cache-path{content:"css-x|Button-Button|ant-btn|anticon:abc;css-x|Tabs-Tabs|ant-tabs|anticon:def";}';
const TEMPLATE = '<!doctype html><html><head><title>t</title><style>a{color:blue}</style></head><body></body></html>';

const dirs = [];
function build(make) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-sheet-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/index.js'), "console.log('main');");
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js' },
    plugins: [new HtmlWebpackPlugin({ template: path.join(dir, 'index.html'), minify: false }), new AntdStyleSheetPlugin({ module: path.join(dir, 'sheet.tsx'), make })],
  }).then(() => path.join(dir, 'dist'));
}

after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('AntdStyleSheetPlugin', () => {
  it('emits the sheets under their content hashes and preloads the base one, marked for the host to put in the page, naming the signed-in one', async () => {
    const dist = await build(() => ({ base: SHEET, signedIn: SIGNED_IN }));
    const [file] = fs.readdirSync(dist).filter((f) => /^antd\.[0-9a-f]{8}\.css$/.test(f));
    assert.ok(file, 'no hashed antd sheet emitted');
    // As made: webpack's CSS minifier would drop the space before calc()'s `-`, which
    // makes the value invalid.
    const sheet = fs.readFileSync(path.join(dist, file), 'utf8');
    assert.equal(sheet, SHEET);
    assert.ok(sheet.includes('.data-ant-cssinjs-cache-path{content:"css-x|Button-Button|ant-btn|anticon:abc"'), sheet);
    const [signedIn] = fs.readdirSync(dist).filter((f) => /^antd-signed-in\.[0-9a-f]{8}\.css$/.test(f));
    assert.ok(signedIn, 'no hashed signed-in sheet emitted');
    assert.ok(fs.readFileSync(path.join(dist, signedIn), 'utf8').includes('css-x|Tabs-Tabs|ant-tabs|anticon:def'));
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    // (the page may be minified: quotes are optional)
    const dots = (name) => name.replace(/\./g, '\\.');
    assert.match(html, new RegExp(`<link rel="?preload"? as="?style"? href="?/${dots(file)}"? ${ATTRIBUTE}(="")? ${SIGNED_IN_ATTRIBUTE}="?/${dots(signedIn)}"? fetchpriority="?low"?>`), html);
    assert.equal(html.match(/rel="?preload"? as="?style"?/g)?.length, 1, 'only the base sheet is preloaded by the page');
  });

  it('fails the build when a sheet has no cache-path map (it would be dead weight)', async () => {
    await assert.rejects(build(() => ({ base: '.ant-btn{color:red}', signedIn: SIGNED_IN })), /the antd sheet has no cache-path map/);
    await assert.rejects(build(() => ({ base: SHEET, signedIn: '.ant-tabs{color:red}' })), /the antd-signed-in sheet has no cache-path map/);
  });
});
