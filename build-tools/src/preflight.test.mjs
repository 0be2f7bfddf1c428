import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { NEEDS, SYSTEM_PACKAGES, installCommand, missingPackages, onPath } from './preflight.mjs';

/** A folder with executable files of these names, as a PATH. */
function fakePath(commands) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  for (const c of commands) fs.writeFileSync(path.join(dir, c), '#!/bin/sh\n', { mode: 0o755 });
  return dir;
}

test('finds commands on PATH only when executable', () => {
  const dir = fakePath(['ffmpeg']);
  fs.writeFileSync(path.join(dir, 'melt'), 'not executable', { mode: 0o644 });
  assert.equal(onPath('ffmpeg', dir), true);
  assert.equal(onPath('melt', dir), false);
  assert.equal(onPath('ffmpeg', '/nonexistent'), false);
});

test('a package counts as present only with all its commands (ffmpeg needs ffprobe too)', () => {
  assert.deepEqual(missingPackages(['ffmpeg', 'melt'], { envPath: fakePath(['ffmpeg', 'melt']) }), ['ffmpeg']);
  assert.deepEqual(missingPackages(['ffmpeg', 'melt', 'chromium'], { envPath: fakePath(['ffmpeg', 'ffprobe', 'melt', 'chromium']) }), []);
});

test('every entry point names known packages; the api always gets ffmpeg and melt; CI gets everything', () => {
  for (const names of Object.values(NEEDS)) for (const n of names) assert.ok(SYSTEM_PACKAGES[n], n);
  for (const p of ['start', 'dev', 'test', 'ci']) assert.ok(NEEDS[p].includes('ffmpeg') && NEEDS[p].includes('melt'), p);
  assert.deepEqual([...NEEDS.ci].sort(), Object.keys(SYSTEM_PACKAGES).sort());
});

test('says the one command that installs what is missing', () => {
  assert.equal(installCommand(['ffmpeg', 'melt']), 'sudo apt-get update && sudo apt-get install -y ffmpeg melt');
});
