import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cyclesIn, importGraph, importsOf } from './importGraph.mjs';

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the import graph', () => {
  it('finds a value-import cycle through an index, and names its files', () => {
    const dir = tree({
      'entry.ts': "export * from './blocks';\nexport { x } from './x';",
      'blocks/index.ts': "import { x } from '../entry';\nexport const y = x;",
      'x.ts': 'export const x = 1;',
    });
    const cycles = cyclesIn(importGraph([dir])).map((c) => c.map((f) => path.relative(dir, f)).sort());
    assert.deepEqual(cycles, [['blocks/index.ts', 'entry.ts']]);
  });

  it('leaves out type-only and dynamic imports, which cannot half-initialise a module', () => {
    const dir = tree({
      'a.ts': "import type { B } from './b';\nimport { type C } from './c';\nexport const a = 1;",
      'b.ts': "import { a } from './a';\nexport type B = typeof a;",
      'c.ts': "import { a } from './a';\nexport type C = number;\nexport const lazy = () => import('./a');",
    });
    assert.deepEqual(importsOf(path.join(dir, 'a.ts')), []);
    assert.deepEqual(cyclesIn(importGraph([dir])), []);
  });

  it('skips tests, and the repo itself has no cycle', () => {
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
    const dirs = ['host', 'mfe-account', 'mfe-storyboards', 'mfe-deepstory', 'mfe-admin', 'mfe-insights', 'shared-ui', 'shared-contracts', 'api'].map((d) => path.join(root, d, 'src'));
    assert.deepEqual(cyclesIn(importGraph(dirs)), []);
  });
});
