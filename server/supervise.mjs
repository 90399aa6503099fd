// @ts-check
/**
 * Keeps one server process running: starts it, and when it ends without being asked to (a crash,
 * an uncaught error, `kill -9`, V8's heap exhausted) logs why and starts it again after a delay that
 * doubles with each quick death. A new process is started only once the previous one has exited,
 * so one embedded database folder never has two writers. `stop()` passes the signal on and starts
 * nothing more. server/supervisor.mjs runs this for `npm start`; the tests run it with a fake child.
 */
import { spawn } from 'node:child_process';
import { EXIT_CONFIG } from '../lib/infra/exit-codes.mjs';

/** @typedef {{ info: (msg: string, fields?: Record<string, unknown>) => void, warn: (msg: string, fields?: Record<string, unknown>) => void, error: (msg: string, fields?: Record<string, unknown>) => void }} Logger */

/**
 * @typedef {object} SuperviseOptions
 * @property {string[]} args Node's arguments: its flags, then the script
 * @property {NodeJS.ProcessEnv} env the child's environment
 * @property {Logger} log
 * @property {string} [cwd]
 * @property {string} [execPath] the Node binary (default: the one running this)
 * @property {NodeJS.WritableStream} [stderr] where the child's stderr goes on to (default: ours)
 * @property {number} [firstDelayMs] the delay before the first restart (250 ms), doubled after each quick death
 * @property {number} [maxDelayMs] up to this (15 s)
 * @property {number} [stableMs] a run at least this long (30 s) counts as healthy: the next delay is the first again
 * @property {number} [stopTimeoutMs] after stop(), the child is killed if it has not exited within this (20 s;
 *   server/index.mjs gives itself 15 s, but cannot keep that promise with its event loop stuck)
 */

/** V8's last words when the heap is full ("Reached heap limit" or "Ineffective mark-compacts near heap limit"). */
const HEAP_OUT_OF_MEMORY = /JavaScript heap out of memory/;
/** A fatal error's headline from V8 or Node.js. */
const FATAL = /^(FATAL ERROR:|# Fatal error)/;
/** The native stack Node.js prints after it: addresses, noise in a log line. */
const NATIVE_FRAME = /^\s*(\d+: 0x[0-9a-f]+|----- Native stack trace -----)/;
/** Lines of plain text kept from the child's stderr (the JSON lines are its own log: already written). */
const TAIL_LINES = 10;
const LINE_CHARS = 400;

/**
 * The delay before restart number `failures` + 1 of a series of quick deaths.
 * @param {number} failures quick deaths before this one
 * @param {number} firstMs @param {number} maxMs
 */
export const restartDelay = (failures, firstMs, maxMs) => Math.min(maxMs, firstMs * 2 ** Math.min(failures, 30));

/**
 * Why a child ended, for the log.
 * @param {{ code: number | null, signal: NodeJS.Signals | null, heapExhausted: boolean, error?: Error }} end
 */
export function deathReason({ code, signal, heapExhausted, error }) {
  if (error) return `could not be started: ${error.message}`;
  if (heapExhausted) return 'JavaScript heap out of memory';
  if (signal === 'SIGKILL') return 'killed by SIGKILL (kill -9, or the system out of memory)';
  if (signal) return `killed by ${signal}`;
  if (code === 0) return 'exited with code 0 without being asked (a signal sent to the server itself?)';
  return `exited with code ${code}`;
}

/** The plain-text end of a child's stderr, and whether V8 said its heap was full. */
function stderrTail() {
  /** @type {string[]} */
  const lines = [];
  let partial = '';
  let heapExhausted = false;
  /** @type {string | undefined} */
  let fatal;
  /** @param {string} line */
  const keep = (line) => {
    if (!line.trim() || line.startsWith('{') || NATIVE_FRAME.test(line)) return;
    if (HEAP_OUT_OF_MEMORY.test(line)) heapExhausted = true;
    if (fatal === undefined && FATAL.test(line)) fatal = line.slice(0, LINE_CHARS);
    lines.push(line.slice(0, LINE_CHARS));
    if (lines.length > TAIL_LINES) lines.shift();
  };
  return {
    /** @param {string} chunk */
    add(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = (parts.pop() ?? '').slice(-4 * LINE_CHARS);
      for (const line of parts) keep(line);
    },
    end() {
      keep(partial);
      partial = '';
      return { lines, heapExhausted, fatal };
    },
  };
}

/**
 * @param {SuperviseOptions} options
 * @returns {{ done: Promise<number>, stop: (signal: NodeJS.Signals) => void, forward: (signal: NodeJS.Signals) => void, pid: () => number | undefined }}
 *   `done`: the exit code to end with once stopped (the child's on a stop, EXIT_CONFIG when it cannot start)
 */
export function supervise({ args, env, log, cwd, execPath = process.execPath, stderr = process.stderr, firstDelayMs = 250, maxDelayMs = 15_000, stableMs = 30_000, stopTimeoutMs = 20_000 }) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;
  /** @type {NodeJS.Timeout | undefined} */
  let killTimer;
  /** @type {NodeJS.Signals | undefined} */
  let stopSignal;
  let failures = 0;
  let starts = 0;
  let finished = false;
  /** @type {(code: number) => void} */
  let resolveDone = () => {};
  const done = new Promise((resolve) => (resolveDone = resolve));

  /** @param {number} code */
  function finish(code) {
    finished = true;
    clearTimeout(killTimer);
    resolveDone(code);
  }

  function start() {
    restartTimer = undefined;
    const startedAt = performance.now();
    const tail = stderrTail();
    const run = spawn(execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'pipe'] });
    child = run;
    starts += 1;
    // The pid, for `kill -USR2` and the like; a restart at warn, so that it shows beside the death.
    if (run.pid !== undefined) log[starts === 1 ? 'info' : 'warn'](starts === 1 ? 'server process started' : 'server process restarted', { pid: run.pid });
    run.stderr?.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => {
      stderr.write(chunk);
      tail.add(chunk);
    });
    /** @type {Error | undefined} */
    let spawnError;
    run.once('error', (error) => {
      if (run.pid === undefined) spawnError = error; // else a failed kill(): the process is gone already
    });
    // 'close' comes once the process has exited and its stderr is read to the end; a grandchild
    // holding the pipe open would delay it, hence the bound after 'exit'.
    /** @type {NodeJS.Timeout | undefined} */
    let drain;
    let ended = false;
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const end = (code, signal) => {
      if (ended) return;
      ended = true;
      clearTimeout(drain);
      onExit(run.pid, code, signal, performance.now() - startedAt, { ...tail.end(), error: spawnError });
    };
    run.once('exit', (code, signal) => {
      drain = setTimeout(() => end(code, signal), 2000);
    });
    run.once('close', end);
  }

  /**
   * @param {number | undefined} pid @param {number | null} code @param {NodeJS.Signals | null} signal @param {number} uptimeMs
   * @param {{ lines: string[], heapExhausted: boolean, fatal?: string, error?: Error }} output
   */
  function onExit(pid, code, signal, uptimeMs, { lines, heapExhausted, fatal, error }) {
    child = undefined;
    const fields = { pid, code, signal, uptimeSeconds: Math.round(uptimeMs / 100) / 10, reason: deathReason({ code, signal, heapExhausted, error }), fatal, output: lines.length ? lines : undefined };
    if (stopSignal) {
      log.info('server process stopped', { pid, code, signal });
      // Ended by the signal passed on (before it had set up its own handler) is a clean stop too.
      return finish(code ?? (signal === stopSignal ? 0 : 1));
    }
    if (code === EXIT_CONFIG) {
      log.error('the server cannot start with this configuration (the reason is logged above): not restarting it', fields);
      return finish(EXIT_CONFIG);
    }
    if (uptimeMs >= stableMs) failures = 0;
    const restartInMs = restartDelay(failures, firstDelayMs, maxDelayMs);
    failures += 1;
    log.error('server process died', { ...fields, restartInMs });
    restartTimer = setTimeout(start, restartInMs);
  }

  start();
  return {
    done,
    stop(signal) {
      if (finished) return;
      stopSignal ??= signal;
      if (restartTimer) {
        clearTimeout(restartTimer);
        restartTimer = undefined;
        log.info('stopped while waiting to restart the server', { signal });
        return finish(0);
      }
      // Each signal is passed on (server/index.mjs ignores a second one while it shuts down).
      child?.kill(signal);
      killTimer ??= setTimeout(() => {
        log.warn(`the server did not stop within ${stopTimeoutMs / 1000} s: killing it`, { pid: child?.pid });
        child?.kill('SIGKILL');
      }, stopTimeoutMs);
    },
    forward(signal) {
      child?.kill(signal);
    },
    pid: () => child?.pid,
  };
}
