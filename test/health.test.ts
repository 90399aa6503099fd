import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis } from '@/scripts/redis-server.mjs';

// lib/infra/db opens PGlite in DATA_DIR (read once per test file through getEnv()); Redis is used only
// while REDIS_URL is set, which getRedis() reads at each call.
const dataDir = mkdtempSync(join(tmpdir(), 'otailo-health-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('DATABASE_URL', '');
vi.stubEnv('REDIS_URL', '');
const { GET, HEAD } = await import('@/app/api/health/route');
const { checkHealth } = await import('../lib/infra/health');
const { closeDatabase, getDatabaseHandle } = await import('@/lib/infra/db');
const { closeRedis } = await import('@/lib/infra/cache/redis.mjs');

type Report = {
  status: string;
  checks: Record<'database' | 'cache', { status: string; latencyMs?: number; reason?: string }>;
  uptimeSeconds: number;
};

async function health() {
  const started = performance.now();
  const response = await GET();
  const text = await response.text();
  return { response, text, report: JSON.parse(text) as Report, ms: performance.now() - started };
}

/** Health-check failures are logged (warn, stderr): kept out of the test output, and returned. */
function captureStderr() {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
  return lines;
}

describe('GET /api/health', () => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;

  // As at server start (instrumentation.ts): the database is open before the first probe.
  beforeAll(() => getDatabaseHandle().then(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await closeRedis();
    await redis?.stop();
    await closeDatabase();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 200 with the database ok and the cache disabled when REDIS_URL is unset', async () => {
    const { response, report } = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(report).toEqual({
      status: 'ok',
      checks: { database: { status: 'ok', latencyMs: expect.any(Number) }, cache: { status: 'disabled' } },
      uptimeSeconds: expect.any(Number),
    });
    expect(report.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(report.checks.database.latencyMs).toBeLessThan(1_000);
  });

  it('answers 200 with the cache ok when Redis answers', async () => {
    redis = await startRedis();
    vi.stubEnv('REDIS_URL', redis.url);
    const { response, report } = await health();
    expect(response.status).toBe(200);
    expect(report.status).toBe('ok');
    expect(report.checks.cache).toEqual({ status: 'ok', latencyMs: expect.any(Number) });
  });

  it('answers HEAD like GET', async () => {
    const response = await HEAD();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 quickly once Redis is gone, without naming it', async () => {
    const stderr = captureStderr();
    await redis!.stop();
    const { response, text, report, ms } = await health();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(report.status).toBe('error');
    expect(report.checks.database.status).toBe('ok');
    expect(report.checks.cache).toEqual({ status: 'error', reason: expect.stringMatching(/^(unreachable|timeout)$/) });
    expect(ms).toBeLessThan(1_500);
    for (const secret of [redis!.url, String(redis!.port), '127.0.0.1', 'redis:', 'ECONNREFUSED', 'at ']) expect(text).not.toContain(secret);
    // The operator, though, finds what went wrong in the log.
    const logged = stderr.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'health check failed');
    expect(logged).toMatchObject({ level: 'warn', check: 'cache' });
  });

  it('answers 503 when Redis cannot be reached at all (a new connection)', async () => {
    captureStderr();
    await closeRedis();
    const { response, text, report } = await health();
    expect(response.status).toBe(503);
    expect(report.checks.cache.status).toBe('error');
    expect(text).not.toContain(String(redis!.port));
  });

  it('reports "disabled" again once REDIS_URL is unset', async () => {
    await closeRedis();
    vi.stubEnv('REDIS_URL', '');
    const { response, report } = await health();
    expect(response.status).toBe(200);
    expect(report.checks.cache).toEqual({ status: 'disabled' });
  });
});

describe('checkHealth', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives up on a database that does not answer after the timeout, with a generic reason', async () => {
    captureStderr();
    const started = performance.now();
    const report = await checkHealth({ database: () => new Promise(() => {}), cache: async () => 'disabled', timeoutMs: 150 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(report.status).toBe('error');
    expect(report.checks.database).toEqual({ status: 'error', reason: 'timeout' });
  });

  it('reports a database that refuses as unreachable, keeping its message for the log only', async () => {
    const stderr = captureStderr();
    const report = await checkHealth({
      database: () => Promise.reject(new Error('connect ECONNREFUSED db.internal:5432 (postgres://app:hunter2@db.internal/site)')),
      cache: async () => 'ok',
    });
    expect(report).toMatchObject({ status: 'error', checks: { database: { status: 'error', reason: 'unreachable' }, cache: { status: 'ok' } } });
    expect(JSON.stringify(report)).not.toMatch(/hunter2|db\.internal|5432/);
    expect(stderr.join('')).toContain('ECONNREFUSED db.internal:5432');
  });
});
