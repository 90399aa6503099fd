// @ts-check
/** Starts the production server (server/index.mjs) on a free port for a benchmark; resolves once it answers. */
import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/postgres-server.mjs';
import { NODE_ARGS, withNodeEnv } from '../../server/node-settings.mjs';

/**
 * Node's arguments for our server: production's (server/node-settings.mjs), or SERVER_NODE_ARGS
 * when set (`SERVER_NODE_ARGS=' '` runs it on Node's defaults, to compare).
 */
const serverArgs = () => [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? NODE_ARGS), 'server/index.mjs'];

/**
 * @param {Record<string, string>} env
 * @param {{ cwd?: string, port?: number, onOutput?: (line: string) => void, command?: (port: number) => string[], readyPath?: string }} [options]
 *   `cwd`: the site folder (a standalone build's, say); `onOutput`: receives every line the server logs;
 *   `command`: Node's arguments for another server than ours (default: ours, with production's flags), and
 *   `readyPath`: what it answers once it is up (default `/robots.txt`)
 * @returns {Promise<{ url: string, port: number, pid: number | undefined, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startSite(env, { cwd, port: wanted, onOutput, command = serverArgs, readyPath = '/robots.txt' } = {}) {
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, command(port), {
    cwd,
    env: withNodeEnv({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
  });
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
      child.kill('SIGKILL'); // a server that never answered is not left running
      throw new Error(`The site did not start (run \`npm run build\` first).\n${recent.join('\n')}`.trim());
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
  // `kill` stands for a crash or a power cut: no shutdown work at all.
  return { url, port, pid: child.pid, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
