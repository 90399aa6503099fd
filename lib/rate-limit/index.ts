/**
 * Per-visitor rate limits (rate-limiter-flexible). Counters live in memory by default; with
 * PostgreSQL (`DATABASE_URL`) they live in the database, so that every server instance counts the
 * same visitor together. A database that does not answer falls back to memory rather than failing
 * the request.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env.mjs';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (when refused). */
  retryAfter: number;
}

export interface RateLimitPolicy {
  /** Names the counter (`blog-search`). */
  name: string;
  points: number;
  durationSeconds: number;
}

/** The table PostgreSQL counters live in (created by the library on first use). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const KEY = Symbol.for('otailo.rate-limiters');
type Holder = { [KEY]?: Map<string, Promise<RateLimiterAbstract>> };

/** What the PostgreSQL store needs of a database: one parameterised statement. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * A limiter for one policy: in memory, or in PostgreSQL when a client is given (with memory as its
 * fallback while the database does not answer).
 */
export function createRateLimiter(policy: RateLimitPolicy, sql?: SqlClient): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: policy.name, points: policy.points, duration: policy.durationSeconds };
  const memory = new RateLimiterMemory(options);
  if (!sql) return Promise.resolve(memory);
  // The library speaks node-postgres' `query({ text, values })`, as a pool (nothing to release).
  const storeClient = { query: ({ text, values }: { text: string; values?: unknown[] }) => sql.query(text, values) };
  // The table comes from the migrations (0003): creating it here raced between instances starting
  // together, and the loser counted in memory only.
  return Promise.resolve(
    new RateLimiterPostgres({
      ...options,
      storeClient,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      insuranceLimiter: memory,
    }),
  );
}

async function createLimiter(policy: RateLimitPolicy): Promise<RateLimiterAbstract> {
  if (!getEnv().DATABASE_URL) return createRateLimiter(policy);
  const { getDatabaseHandle } = await import('@/lib/db');
  return createRateLimiter(policy, await getDatabaseHandle());
}

/** The process's limiter for a policy, for callers that also reward or clear keys (sign-in). */
export function limiter(policy: RateLimitPolicy): Promise<RateLimiterAbstract> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  let existing = holder[KEY].get(policy.name);
  if (!existing) {
    existing = createLimiter(policy).catch((error: unknown) => {
      holder[KEY]?.delete(policy.name);
      throw error;
    });
    holder[KEY].set(policy.name, existing);
  }
  return existing;
}

/** Counts one request of `key` (an IP address) against a policy. */
export async function consume(policy: RateLimitPolicy, key: string): Promise<RateLimitResult> {
  try {
    await (await limiter(policy)).consume(key);
    return { allowed: true, retryAfter: 0 };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** The site's limits, per visitor address. */
export const limits = {
  blogSearch: { name: 'blog-search', points: 40, durationSeconds: 60 },
  blogResults: { name: 'blog-results', points: 60, durationSeconds: 60 },
  /** Demo requests and contact messages together: generous for people, tight for scripts. */
  leadSubmit: { name: 'lead-submit', points: 8, durationSeconds: 600 },
  /** Failed admin sign-ins per address (lib/auth/sign-in.ts). */
  signInIp: { name: 'sign-in-ip', points: 10, durationSeconds: 900 },
  /** Failed admin sign-ins per account, keyed by the lower-cased email; cleared by a success. */
  signInAccount: { name: 'sign-in-account', points: 5, durationSeconds: 900 },
} as const satisfies Record<string, RateLimitPolicy>;
