import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runWebpack } from './runWebpack.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ATTRIBUTE, AntdStyleSheetPlugin } from './antdStyleSheet.cjs';

const SHEET = '.ant-btn{color:red}.data-ant-cssinjs-cache-path{content:"css-x|Button-Button|ant-btn|anticon:abc";}';
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
  it('emits the sheet under its content hash and preloads it, marked for the host to put in the page', async () => {
    const dist = await build(() => SHEET);
    const [file] = fs.readdirSync(dist).filter((f) => /^antd\.[0-9a-f]{8}\.css$/.test(f));
    assert.ok(file, 'no hashed antd sheet emitted');
    // (webpack may minify it: the rules and the map are what count.)
    const sheet = fs.readFileSync(path.join(dist, file), 'utf8');
    assert.match(sheet, /^\.ant-btn\{color:red\}/);
    assert.ok(sheet.includes('.data-ant-cssinjs-cache-path{content:"css-x|Button-Button|ant-btn|anticon:abc"'), sheet);
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    // (the page may be minified: quotes are optional)
    assert.match(html, new RegExp(`<link rel="?preload"? as="?style"? href="?/${file.replace(/\./g, '\\.')}"? ${ATTRIBUTE}(="")? fetchpriority="?low"?>`));
  });

  it('fails the build when the sheet has no cache-path map (it would be dead weight)', async () => {
    await assert.rejects(build(() => '.ant-btn{color:red}'), /no cache-path map/);
  });
});
