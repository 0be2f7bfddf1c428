// The Debian packages the portal runs on, checked before `npm start`, `npm run dev`,
// `npm test` and CI (`.ci/run`): Chromium for the e2e journeys, ffmpeg/ffprobe for media
// processing, melt for editing projects, PostgreSQL for the migration test on a real
// server. A missing one is installed with apt when this process may (root, apt-get on
// PATH); otherwise the run stops with the one command that installs them. Nothing here
// needs an npm package: CI runs it before `npm ci`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian package -> how to tell it is there. */
export const SYSTEM_PACKAGES = {
  chromium: { commands: ['chromium'] },
  ffmpeg: { commands: ['ffmpeg', 'ffprobe'] },
  melt: { commands: ['melt'] },
  postgresql: { files: ['/usr/lib/postgresql'], glob: 'bin/initdb' },
};

/** What each entry point needs. */
export const NEEDS = {
  start: ['ffmpeg', 'melt'],
  dev: ['ffmpeg', 'melt'],
  test: ['chromium', 'ffmpeg', 'melt'],
  ci: ['chromium', 'ffmpeg', 'melt', 'postgresql'],
};

/** Whether `command` is an executable file on PATH. */
export function onPath(command, envPath = process.env.PATH ?? '') {
  return envPath.split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Whether a Debian package of SYSTEM_PACKAGES is usable here. */
export function isPresent(name, { envPath } = {}) {
  const spec = SYSTEM_PACKAGES[name];
  if (spec.commands) return spec.commands.every((c) => onPath(c, envPath));
  // PostgreSQL's server binaries live under /usr/lib/postgresql/<version>/bin, not on PATH.
  return spec.files.some((root) => {
    try {
      return fs.readdirSync(root).some((version) => fs.existsSync(path.join(root, version, spec.glob)));
    } catch {
      return false;
    }
  });
}

/** The packages of `names` that are missing. */
export const missingPackages = (names, opts) => names.filter((n) => !isPresent(n, opts));

/** The command a person runs to install `names`. */
export const installCommand = (names) => `sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`;

/**
 * Makes sure the packages `purpose` needs are here: installs the missing ones with apt
 * when running as root with apt-get, else throws an error whose message says what to run.
 */
export function ensureSystemPackages(purpose, { log = console.log } = {}) {
  const names = NEEDS[purpose];
  if (!names) throw new Error(`Unknown preflight purpose '${purpose}' (one of ${Object.keys(NEEDS).join(', ')})`);
  const missing = missingPackages(names);
  if (missing.length === 0) return [];
  const mayInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (!mayInstall) {
    throw new Error(`Missing Debian packages: ${missing.join(', ')}. Install them with:\n  ${installCommand(missing)}`);
  }
  log(`Installing Debian packages: ${missing.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status}). Install them with:\n  ${installCommand(missing)}`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
  const still = missingPackages(missing);
  if (still.length) throw new Error(`apt-get installed ${missing.join(', ')} but ${still.join(', ')} is still missing`);
  return missing;
}
