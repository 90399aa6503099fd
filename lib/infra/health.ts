import { getRedis } from '@/lib/infra/cache/redis.mjs';
import { getDatabaseHandle } from '@/lib/infra/db';
import { log } from '@/lib/infra/log.mjs';

/**
 * The checks behind `GET /api/health` (app/api/health/route.ts), for load balancers and
 * orchestrators deciding whether to send an instance traffic.
 *
 * The answer is public: a failing check says only "timeout" or "unreachable". The error itself,
 * which may name hosts or ports, goes to the server's log, with the request's id.
 */

/** Longest wait for one dependency: a probe that hangs must not make the probe itself time out. */
export const CHECK_TIMEOUT_MS = 1_000;

export type CheckResult =
  | { status: 'ok'; latencyMs: number }
  /** Not configured (no REDIS_URL): the instance runs without it. */
  | { status: 'disabled' }
  | { status: 'error'; reason: 'timeout' | 'unreachable' };

export interface HealthReport {
  status: 'ok' | 'error';
  checks: { database: CheckResult; cache: CheckResult };
  uptimeSeconds: number;
}

/** A probe resolves when the dependency answered, with 'disabled' when there is none. */
export type Probe = () => Promise<'ok' | 'disabled'>;

class CheckTimeout extends Error {}

async function databaseProbe(): Promise<'ok'> {
  const handle = await getDatabaseHandle();
  await handle.query('SELECT 1');
  return 'ok';
}

async function cacheProbe(): Promise<'ok' | 'disabled'> {
  const client = await getRedis();
  if (!client) return 'disabled';
  await client.ping();
  return 'ok';
}

/** Runs one probe within `timeoutMs`, timing it. Never rejects. */
export async function runCheck(name: string, probe: Probe, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs);
  });
  try {
    // The probe keeps running after a timeout (a query cannot be recalled); its late outcome is
    // ignored, and the race has already attached the handler that keeps its rejection quiet.
    if ((await Promise.race([probe(), timeout])) === 'disabled') return { status: 'disabled' };
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    const reason = error instanceof CheckTimeout ? 'timeout' : 'unreachable';
    log.warn('health check failed', { check: name, reason, ...(reason === 'unreachable' ? { error } : { timeoutMs }) });
    return { status: 'error', reason };
  } finally {
    clearTimeout(timer);
  }
}

/** The database and the cache, checked side by side (at most about `timeoutMs` in all). */
export async function checkHealth({
  database = databaseProbe,
  cache = cacheProbe,
  timeoutMs = CHECK_TIMEOUT_MS,
}: { database?: Probe; cache?: Probe; timeoutMs?: number } = {}): Promise<HealthReport> {
  const [databaseResult, cacheResult] = await Promise.all([runCheck('database', database, timeoutMs), runCheck('cache', cache, timeoutMs)]);
  return {
    status: databaseResult.status === 'error' || cacheResult.status === 'error' ? 'error' : 'ok',
    checks: { database: databaseResult, cache: cacheResult },
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
