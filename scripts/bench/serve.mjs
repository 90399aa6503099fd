// @ts-check
/** Starts the production server (server/index.mjs) on a free port for a benchmark; resolves once it answers. */
import { spawn } from 'node:child_process';
import { freePort } from '../postgres-server.mjs';

/**
 * @param {Record<string, string>} env
 * @returns {Promise<{ url: string, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startSite(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.mjs'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 200 || child.exitCode !== null) throw new Error('The site did not start (run `npm run build` first).');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** @param {NodeJS.Signals} signal */
  const end = (signal) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill(signal);
    });
  // `kill` stands for a crash or a power cut: no shutdown work at all.
  return { url, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
