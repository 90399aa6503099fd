import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/features/people';
import { createUserStore } from '@/lib/features/people';
import { openDatabase } from '@/lib/infra/db/client';
import { holdLockInAnotherProcess, killLockHolders } from '@/test/support/lock-holder';

afterEach(killLockHolders);

/** Runs `npm run admin:create` as a user would, without a terminal (stdin is not a TTY). */
function adminCreate(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _, ADMIN_EMAIL: __, ADMIN_PASSWORD: ___, ...inherited } = process.env;
  const result = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/cli/admin-create.ts', ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // Opening the embedded database and migrating it takes seconds, a minute on a loaded machine.
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run admin:create', { timeout: 150_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'otailo-admin-create-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('explains its usage without --email', () => {
    const run = adminCreate([], { DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.output).toContain('Usage: npm run admin:create -- --email');
  });

  it('refuses a bad email or a short password before touching the database', () => {
    expect(adminCreate(['--email', 'nope'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'long enough password' }).output).toContain(
      'is not an email address',
    );
    const short = adminCreate(['--email', 'ada@example.com'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'too short' });
    expect(short.status).toBe(1);
    expect(short.output).toContain('at least 12 characters');
  });

  it('refuses clearly when there is no password and no terminal to type it in', () => {
    const run = adminCreate(['--email', 'ada@example.com'], { DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.output).toContain('No password: set ADMIN_PASSWORD, or run this in a terminal');
  });

  it('creates an admin with the password from ADMIN_PASSWORD, once', async () => {
    const run = adminCreate(['--email', 'Ada@Example.com'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'long enough password' });
    expect(run.output).toContain('Created the admin account ada@example.com');
    expect(run.status).toBe(0);

    const again = adminCreate(['--email=ada@example.com'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'another long password' });
    expect(again.status).toBe(1);
    expect(again.output).toContain('An account for ada@example.com already exists.');

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const user = await createUserStore(async () => handle.db).findUserByEmail('ada@example.com');
      expect(user).toMatchObject({ role: 'admin' });
      expect(await verifyPassword(user!.passwordHash, 'long enough password')).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('refuses while the site owns the embedded database', async () => {
    const busy = join(dataDir, 'busy');
    mkdirSync(busy);
    // Another process plays the running site.
    const site = await holdLockInAnotherProcess(busy);
    const run = adminCreate(['--email', 'bob@example.com'], { DATA_DIR: busy, ADMIN_PASSWORD: 'long enough password' });
    expect(run.status).toBe(1);
    expect(run.output).toContain(`The embedded database in ${busy} is in use by another process (pid ${site.pid})`);
  });
});
