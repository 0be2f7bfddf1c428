import { spawn } from 'node:child_process';

/*
 * ffmpeg and ffprobe from Debian's `ffmpeg` package, and melt from its `melt` package (the
 * preflight installs both; melt checks Deep Story's editing projects, docs/adr/030), run
 * directly with argument arrays: no shell, so no file name is ever parsed as a command.
 * Each run has a time limit and stops when the job that asked for it is aborted.
 */

export type MediaTool = 'ffmpeg' | 'ffprobe' | 'melt';

/** How many characters of stderr an error keeps: the end, where ffmpeg says what went wrong. */
const STDERR_TAIL = 1200;
/** Output kept in memory at most (ffprobe's JSON, showinfo lines); anything past it is dropped. */
const OUTPUT_MAX = 8 * 1024 * 1024;

/**
 * Why a tool run ended badly: it `failed` on the file (the same file fails again), ran past
 * its `timeout`, was `aborted` with its job (the api shutting down), or is `unavailable`.
 */
export type ToolFailure = 'failed' | 'timeout' | 'aborted' | 'unavailable';

/** A tool that failed, ran too long or was stopped; the message ends with its stderr's tail. */
export class MediaToolError extends Error {
  override readonly name = 'MediaToolError';

  constructor(
    readonly tool: MediaTool,
    readonly failure: ToolFailure,
    message: string,
    readonly stderrTail: string,
  ) {
    super(stderrTail ? `${message}: ${stderrTail}` : message);
  }
}

export interface ToolRun {
  /** Milliseconds before the tool is killed. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Keep all of stderr (scene detection reads showinfo lines from it). */
  readonly keepStderr?: boolean;
}

export interface ToolOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/** The last lines of stderr, one line, for an error message. */
function tailOf(stderr: string): string {
  const lines = stderr.trim().split(/\r?\n/).filter(Boolean);
  let tail = '';
  for (let i = lines.length - 1; i >= 0 && tail.length < STDERR_TAIL; i--) tail = `${lines[i]}${tail ? ` | ${tail}` : ''}`;
  return tail.length > STDERR_TAIL ? `...${tail.slice(-STDERR_TAIL)}` : tail;
}

/** Appends `chunk` to `text`, keeping at most OUTPUT_MAX characters (the newest when `newest`). */
function append(text: string, chunk: Buffer, newest: boolean): string {
  const next = text + chunk.toString('utf8');
  if (next.length <= OUTPUT_MAX) return next;
  return newest ? next.slice(-OUTPUT_MAX) : next.slice(0, OUTPUT_MAX);
}

/** Runs `tool` with `args`; resolves with its output when it exits 0, else rejects with MediaToolError. */
export function runTool(tool: MediaTool, args: readonly string[], run: ToolRun): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(new MediaToolError(tool, 'aborted', `${tool} was not started: the job was stopped`, ''));
      return;
    }
    const child = spawn(tool, [...args], { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stderr = '';
    let ended: 'timeout' | 'aborted' | null = null;
    const stop = (why: 'timeout' | 'aborted'): void => {
      ended ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), run.timeoutMs);
    const onAbort = (): void => stop('aborted');
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => (stdout = append(stdout, chunk, false)));
    // Without keepStderr only the end matters (the error); keep the newest part.
    child.stderr.on('data', (chunk: Buffer) => (stderr = append(stderr, chunk, !run.keepStderr)));
    const finish = (err: MediaToolError | null): void => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve({ stdout, stderr });
    };
    child.on('error', (err: NodeJS.ErrnoException) => {
      const pkg = tool === 'melt' ? 'melt' : 'ffmpeg';
      const missing = err.code === 'ENOENT' ? ` (is Debian's ${pkg} package installed? apt-get install ${pkg})` : '';
      finish(new MediaToolError(tool, 'unavailable', `${tool} could not be started${missing}`, err.message));
    });
    child.on('close', (code, signal) => {
      if (ended === 'timeout') finish(new MediaToolError(tool, 'timeout', `${tool} took longer than ${Math.round(run.timeoutMs / 1000)} s and was stopped`, tailOf(stderr)));
      else if (ended === 'aborted') finish(new MediaToolError(tool, 'aborted', `${tool} was stopped: the job was aborted`, ''));
      else if (code !== 0) finish(new MediaToolError(tool, 'failed', `${tool} failed (${code === null ? `signal ${signal}` : `exit ${code}`})`, tailOf(stderr)));
      else finish(null);
    });
  });
}

/** A time limit for work on `durationMillis` of media: a floor plus a multiple of real time. */
export function timeLimitFor(durationMillis: number | null, { floorMs = 120_000, perSecondMs = 4_000 } = {}): number {
  return floorMs + Math.ceil((durationMillis ?? 0) / 1000) * perSecondMs;
}
