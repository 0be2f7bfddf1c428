#!/usr/bin/env node
// `node build-tools/bin/preflight.mjs <start|dev|test|ci>`: the Debian packages that entry
// point needs, installed when missing and allowed (src/preflight.mjs). Exits 1 with the
// command to run when they cannot be.
import { ensureSystemPackages } from '../src/preflight.mjs';

try {
  ensureSystemPackages(process.argv[2] ?? 'test');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
