// Child-process helpers for the start, dev, test and bench commands.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ROOT } from './apps.mjs';

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Starts a long-running process; returns it. Output is prefixed with its label. */
export function launch(label, cmd, args, opts = {}) {
  // Same process group as the caller: whoever stops the caller's group stops these too.
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  return child;
}

/**
 * Every process below `pid`, read from /proc (Linux); empty elsewhere. npx and the
 * turbo launcher do not pass a SIGTERM on, so stopping only the direct child would
 * leave the dev servers under it running.
 */
function descendants(pid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map();
  for (const name of entries) {
    try {
      // /proc/<pid>/stat: "pid (command) state ppid ..."; the command may hold spaces.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      /* the process ended meanwhile */
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const kid of children.get(queue.shift()) ?? []) {
      found.push(kid);
      queue.push(kid);
    }
  }
  return found;
}

/** Stops launched processes and everything they started on Ctrl-C or SIGTERM. */
export function stopOnSignal(children, onStop = () => undefined) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    for (const child of children) {
      const below = descendants(child.pid);
      child.kill('SIGTERM');
      for (const pid of below) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    }
    onStop();
    setTimeout(() => process.exit(0), 1500).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return stop;
}

/** Resolves when `url` answers 2xx, or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Runs a command to completion and returns its standard output. */
export function capture(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], ...opts });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}
