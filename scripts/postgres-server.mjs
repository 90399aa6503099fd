// @ts-check
/**
 * A throwaway PostgreSQL server from the system's (Debian's) binaries, on 127.0.0.1 and a free
 * port, for tests and benchmarks. As root it runs as the `postgres` user (initdb refuses root).
 *   node scripts/postgres-server.mjs      → starts one and prints its URL until Ctrl-C
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's bin directory, or undefined. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian: apt-get install -y postgresql).');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'otailo-pg-'));
  chmodSync(dir, 0o700);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  /** @param {string} tool @param {string[]} args */
  const command = (tool, args) => (root ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args]);

  const [initdb, initArgs] = command('initdb', ['-D', join(dir, 'data'), '-U', 'otailo', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const init = spawnSync(/** @type {string} */ (initdb), /** @type {string[]} */ (initArgs), { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  const port = await freePort();
  const [postgres, serverArgs] = command('postgres', [
    '-D', join(dir, 'data'), '-p', String(port), '-h', '127.0.0.1', '-k', dir,
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ]);
  // Its own process group: as root the server runs under runuser, which does not pass signals on.
  // The log goes to a file, never a pipe: the test runner waits in spawnSync and drains nothing, so
  // once 64 kB of log lines filled a pipe the checkpointer blocked writing one, and every DROP
  // DATABASE (which waits for a checkpoint) hung with it.
  const logFile = join(dir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const server = spawn(/** @type {string} */ (postgres), /** @type {string[]} */ (serverArgs), { stdio: ['ignore', logFd, logFd], detached: true });
  closeSync(logFd);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '');

  const url = `postgres://otailo@127.0.0.1:${port}/postgres`;
  const isready = join(bin, 'pg_isready');
  for (let attempt = 0; ; attempt += 1) {
    if (spawnSync(isready, ['-h', '127.0.0.1', '-p', String(port)]).status === 0) break;
    if (attempt > 100 || server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGINT'); // fast shutdown of the whole group
    } catch {
      // already gone
    }
    spawnSync('sleep', ['0.5']);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await startPostgres();
  console.log(url);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
  setInterval(() => {}, 1 << 30);
}
