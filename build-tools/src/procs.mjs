// Child-process helpers for the start, dev, test and bench commands.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

const SELF = fileURLToPath(import.meta.url);
const GUARD = '--guard';
/** How long a stopped group may take to end before it is killed. */
const GRACE_MS = 5000;

/**
 * Starts a long-running process; returns it. Output is prefixed with its label.
 *
 * The command runs in a process group of its own, so one signal to the group stops it and
 * everything it starts (npm, npx, the api's watcher; turbo, which runs each task in a group
 * of its own, stops its tasks itself), on Linux and macOS alike, no process table read. Its
 * parent is a guard (this file run as a script, itself detached): it stops the group when
 * told to, and also when this process ends without telling it (its stdin closes), even by
 * SIGKILL, as Playwright's webServer ends `npm start`, so nothing is left running.
 */
export function launch(label, cmd, args, opts = {}) {
  const child = spawn(process.execPath, [SELF, GUARD, cmd, ...args], {
    cwd: ROOT,
    ...opts,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
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

const running = (child) => child.exitCode === null && child.signalCode === null;
const exited = (child) => (running(child) ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve());

/** Stops launched processes (their whole groups); resolves once every one has ended. */
export function stopProcesses(children) {
  for (const child of children) {
    if (!running(child)) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  return Promise.all(children.map(exited));
}

/** Stops launched processes and everything they started on Ctrl-C, SIGTERM or a closed terminal. */
export function stopOnSignal(children, onStop = () => undefined) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    onStop();
    stopProcesses(children).then(() => process.exit(0));
    // Each guard ends within its grace period; this is only a backstop.
    setTimeout(() => process.exit(0), GRACE_MS + 3000);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  return stop;
}

/** Whether any process is left in a process group. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * The guard: runs the command as the leader of a new process group and, when asked to stop
 * (a signal) or left alone (stdin closed), sends SIGTERM to the group, waits until the group
 * has ended, and after GRACE_MS sends SIGKILL. Exits as its command did.
 */
function guard(cmd, args) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  let result = null;
  let stopping = false;
  const finish = () => {
    if (!result) return;
    const [code, signal] = result;
    // Exit as the command did, so a parent sees the same code or signal.
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(name);
    if (signal) process.kill(process.pid, signal);
    process.exit(code ?? 1);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* the group has ended */
    }
    const deadline = Date.now() + GRACE_MS;
    const poll = setInterval(() => {
      if (groupAlive(child.pid) && Date.now() < deadline) return;
      let signal = 'SIGTERM';
      if (groupAlive(child.pid)) {
        signal = 'SIGKILL';
        try {
          process.kill(-child.pid, signal);
        } catch {
          /* ended meanwhile */
        }
      }
      clearInterval(poll);
      result ??= [null, signal];
      finish();
    }, 100);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
  child.on('error', (error) => {
    console.error(`${cmd}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    result = [code, signal];
    // Ended on its own: stop what it may have left in its group; else stop() finishes.
    if (!stopping) stop();
  });
}

if (process.argv[1] === SELF && process.argv[2] === GUARD) guard(process.argv[3], process.argv.slice(4));

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
