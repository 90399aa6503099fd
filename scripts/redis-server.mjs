// @ts-check
/**
 * A throwaway Redis server from the system's (Debian's) `redis-server`, on 127.0.0.1 and a free
 * port, with nothing persisted, for tests and benchmarks.
 *   node scripts/redis-server.mjs      → starts one and prints its URL until Ctrl-C
 */
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './postgres-server.mjs';

/** The redis-server binary, or undefined when it is not installed. */
export function redisServerBin() {
  for (const candidate of [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (candidate && spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  return undefined;
}

/** @param {number} port @returns {Promise<boolean>} */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (!reply.includes('\r\n')) return;
      socket.end();
      resolve(reply.startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

/** @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>} */
export async function startRedis() {
  const bin = redisServerBin();
  if (!bin) throw new Error('redis-server not found (Debian: apt-get install -y redis-server).');
  const port = await freePort();
  const server = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  for (let attempt = 0; !(await answersPing(port)); attempt += 1) {
    if (attempt > 100 || server.exitCode !== null) throw new Error(`Redis did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve(undefined);
      server.once('exit', () => resolve(undefined));
      server.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${port}`, port, stop: /** @type {() => Promise<void>} */ (stop) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await startRedis();
  console.log(url);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(0)));
  setInterval(() => {}, 1 << 30);
}
