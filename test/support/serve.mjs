// @ts-check
/**
 * Starts the production server on a free port for a test or a benchmark, as `npm start` does (the
 * supervisor, server/supervisor.mjs, running server/index.mjs); resolves once it answers.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../../scripts/postgres-server.mjs';
import { NODE_ARGS, withNodeEnv } from '../../server/node-settings.mjs';

/**
 * Node's arguments for our server: production's (server/node-settings.mjs), or SERVER_NODE_ARGS
 * when set (`SERVER_NODE_ARGS=' '` runs it on Node's defaults, to compare).
 */
const serverArgs = () => [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? NODE_ARGS), 'server/index.mjs'];

/**
 * The server process a supervisor runs now (Linux: its one child), or undefined between two.
 * @param {number | undefined} supervisor
 */
export function childOf(supervisor) {
  try {
    const pid = Number(readFileSync(`/proc/${supervisor}/task/${supervisor}/children`, 'utf8').trim().split(' ')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined; // the supervisor is gone
  }
}

/**
 * Whether a process has ended: gone, or a zombie no one has reaped, holding nothing any more. The
 * main thread turns zombie first; the others (V8's, libuv's, the database worker) may still be
 * exiting, and the open files (the listening socket among them) are released with the last one.
 * Until then the kernel still accepts connections on the port and resets them later (a visitor's
 * POST answered 502 by nginx). So every thread must be a zombie or gone.
 * @param {number} pid
 */
export function ended(pid) {
  let threads;
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return true;
  }
  return threads.every((thread) => {
    try {
      return readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
    } catch {
      return true;
    }
  });
}

/** Servers started here and still running: stopped if this process ends first (a test that timed out). */
const running = new Set(/** @type {import('node:child_process').ChildProcess[]} */ ([]));
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Sends a signal to a process that may have ended already. @param {number} pid @param {NodeJS.Signals} signal */
export function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // gone
  }
}

/**
 * @param {Record<string, string>} env
 * @param {{ cwd?: string, port?: number, onOutput?: (line: string) => void, command?: (port: number) => string[], readyPath?: string }} [options]
 *   `cwd`: the site folder (a standalone build's, say); `onOutput`: receives every line the server
 *   and its supervisor log; `command`: Node's arguments for another server than ours, run as it is
 *   (default: ours under the supervisor, or bare with SERVER_NODE_ARGS), and `readyPath`: what it
 *   answers once it is up (default `/robots.txt`)
 * @returns {Promise<{ url: string, port: number, pid: number | undefined, supervisor: number | undefined, serverPid: () => number | undefined, stop: () => Promise<void>, kill: () => Promise<void> }>}
 *   `pid`: the server's process at start; `supervisor`: the supervisor's, when there is one, and
 *   `serverPid()` the server it runs now
 */
export async function startSite(env, { cwd, port: wanted, onOutput, command, readyPath = '/robots.txt' } = {}) {
  const port = wanted ?? (await freePort());
  // Other Node arguments than production's are the server's own: it runs without the supervisor.
  const supervised = !command && process.env.SERVER_NODE_ARGS === undefined;
  const args = command ? command(port) : supervised ? ['server/supervisor.mjs'] : serverArgs();
  const child = spawn(process.execPath, args, {
    cwd,
    env: withNodeEnv({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const serverPid = () => (supervised ? childOf(child.pid) : child.exitCode === null && child.signalCode === null ? child.pid : undefined);
  /** The last lines logged, for the error when the server does not come up. */
  const recent = /** @type {string[]} */ ([]);
  if (onOutput) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          recent.push(line);
          if (recent.length > 40) recent.shift();
          onOutput(line);
        }
      });
    }
  }
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 200 || child.exitCode !== null) {
      // Its last lines may still be in the pipes when it has exited: read them first.
      if (onOutput && child.exitCode !== null) await new Promise((resolve) => (child.once('close', resolve), setTimeout(resolve, 1000)));
      const server = serverPid();
      child.kill('SIGKILL'); // a server that never answered is not left running
      if (server && server !== child.pid) kill(server, 'SIGKILL');
      const exit = child.exitCode === null ? '' : ` (exit code ${child.exitCode})`;
      throw new Error(`The site did not start${exit} (run \`npm run build\` first).\n${recent.join('\n')}`.trim());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** @param {NodeJS.Signals} signal */
  const end = (signal) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill(signal);
    });
  return {
    url,
    port,
    pid: serverPid(),
    supervisor: supervised ? child.pid : undefined,
    serverPid,
    stop: () => end('SIGTERM'),
    // A crash or a power cut: the supervisor and the server die with no shutdown work at all
    // (the supervisor first, so that it starts nothing).
    kill: async () => {
      const server = serverPid();
      const gone = end('SIGKILL');
      if (server && server !== child.pid) kill(server, 'SIGKILL');
      await gone;
      while (server && !ended(server)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
