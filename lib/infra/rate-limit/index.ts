/**
 * Per-visitor rate limits (rate-limiter-flexible). Counters live in memory by default; with
 * PostgreSQL (`DATABASE_URL`) they live in the database, so that every server instance counts the
 * same visitor together. A database that does not answer falls back to memory rather than failing
 * the request.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/infra/env.mjs';
import { outsideRequests } from '@/lib/infra/util/outside-requests.mjs';
import { isRefusal } from './refusal';

export { isRefusal } from './refusal';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (when refused). */
  retryAfter: number;
}

export interface RateLimitPolicy {
  /** Names the counter (`blog-search`). */
  name: string;
  points: number;
  /** The window; 0 for counts that never expire. At most MAX_WINDOW_SECONDS. */
  durationSeconds: number;
}

/** The memory store expires keys with setTimeout, which fires at once for anything past 2^31 - 1 ms. */
export const MAX_WINDOW_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

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
  if (policy.durationSeconds > MAX_WINDOW_SECONDS) {
    return Promise.reject(new RangeError(`${policy.name}: a window longer than ${MAX_WINDOW_SECONDS} s would not be kept in memory.`));
  }
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
  const { getDatabaseHandle } = await import('@/lib/infra/db');
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

/** What `takePoint` needs of a limiter (rate-limiter-flexible's, or a stand-in). */
export interface PointLimiter {
  consume(key: string, points?: number): Promise<unknown>;
}

/**
 * Takes `points` (one by default) of `key`; returns the seconds to wait when the limiter refuses,
 * else 0. The points are taken before the work they guard, so that parallel requests cannot slip
 * past the limit.
 */
export async function takePoint(limiter: PointLimiter, key: string, points?: number): Promise<number> {
  try {
    // The limiter may start an expiry timer for a new key: made outside the request, it holds none of it.
    await outsideRequests(() => (points === undefined ? limiter.consume(key) : limiter.consume(key, points)));
    return 0;
  } catch (error) {
    if (isRefusal(error)) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

/** Counts one request of `key` (an IP address) against a policy. */
export async function consume(policy: RateLimitPolicy, key: string): Promise<RateLimitResult> {
  const retryAfter = await takePoint(await limiter(policy), key);
  return { allowed: retryAfter === 0, retryAfter };
}

/**
 * The key a client address counts under. An IPv6 client usually holds a whole /64 (and privacy
 * extensions move it inside that range daily), so it counts by its /64; IPv4 counts as itself.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return isIPv6(address) ? `${ipv6Prefix64(address)}::/64` : address;
}

/** The first four groups of an IPv6 address, without leading zeros. */
function ipv6Prefix64(address: string): string {
  // A dotted IPv4 tail fills the last two groups, which the /64 drops anyway.
  const text = address.split('%')[0]!.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0');
  const [head = '', tail] = text.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const zeros = tail === undefined ? [] : Array<string>(8 - split(head).length - split(tail).length).fill('0');
  const groups = [...split(head), ...zeros, ...split(tail ?? '')];
  return groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':');
}

/** The site's limits, per visitor address. */
export const limits = {
  blogSearch: { name: 'blog-search', points: 40, durationSeconds: 60 },
  blogResults: { name: 'blog-results', points: 60, durationSeconds: 60 },
  /**
   * One lead form (demo, contact, ROI, resource) per visitor address: colleagues behind one office
   * address each send theirs; a script from one address is still stopped (and the site-wide budget
   * of leads caps many addresses).
   */
  leadSubmit: { name: 'lead-form', points: 20, durationSeconds: 600 },
  /** All lead forms together per visitor address: the office's ceiling. */
  leadSubmitAddress: { name: 'lead-submit', points: 40, durationSeconds: 600 },
  /** One lead form per email address typed (whoever types it): the same person sending again and again. */
  leadSubmitEmail: { name: 'lead-email', points: 4, durationSeconds: 600 },
  /** Job applications per visitor address: each carries a CV of megabytes; a person sends a few. */
  applicationSubmit: { name: 'application-form', points: 6, durationSeconds: 600 },
  /** Job applications per email address typed (whoever types it): a handful an hour, never a stream. */
  applicationSubmitEmail: { name: 'application-email', points: 3, durationSeconds: 3600 },
  /** "Notify me of changes" on the trust center, per visitor address. */
  trustSubscribe: { name: 'trust-subscribe', points: 6, durationSeconds: 600 },
  /** The same, per email address typed (whoever types it): a confirmation mail now and then, not a stream. */
  trustSubscribeEmail: { name: 'trust-subscribe-email', points: 3, durationSeconds: 3600 },
  /** Confirm and unsubscribe buttons pressed per visitor address (the links' tokens cannot be guessed; this caps scripts). */
  trustLink: { name: 'trust-link', points: 30, durationSeconds: 600 },
  /** One-click unsubscribe posts (RFC 8058) per visitor address: a mail client sends one per click. */
  trustOneClick: { name: 'trust-one-click', points: 30, durationSeconds: 600 },
  /** The newsletter's sign-up (footer, end of posts), per visitor address. */
  newsletterSubscribe: { name: 'newsletter-subscribe', points: 6, durationSeconds: 600 },
  /** The same, per email address typed: a confirmation mail now and then, never a stream to a stranger. */
  newsletterSubscribeEmail: { name: 'newsletter-subscribe-email', points: 3, durationSeconds: 3600 },
  /** Confirm and unsubscribe buttons per visitor address. */
  newsletterLink: { name: 'newsletter-link', points: 30, durationSeconds: 600 },
  /** One-click unsubscribe posts (RFC 8058) per visitor address. */
  newsletterOneClick: { name: 'newsletter-one-click', points: 30, durationSeconds: 600 },
  /** Test digests a signed-in account sends itself: a few while preparing an issue, not a stream. */
  newsletterTest: { name: 'newsletter-test', points: 5, durationSeconds: 600 },
  /** Booking, rescheduling and cancelling demo slots: a person makes a handful, a script many. */
  bookingChange: { name: 'booking-change', points: 20, durationSeconds: 600 },
  /** Failed admin sign-ins per client address, whatever the accounts (lib/features/people/sign-in.ts). */
  signInAddress: { name: 'sign-in-ip', points: 10, durationSeconds: 900 },
  /** Failed admin sign-ins per (account, client address); cleared by a success. */
  signInAccountAddress: { name: 'sign-in-account-ip', points: 5, durationSeconds: 900 },
  /**
   * Failed sign-ins per account from untrusted clients (no device cookie, an address the account
   * has not signed in from): caps many addresses guessing one password, without touching trusted ones.
   */
  signInUntrustedAccount: { name: 'sign-in-untrusted-account', points: 10, durationSeconds: 900 },
  /**
   * Failed sign-ins per device cookie; past it the cookie is revoked. No window (0): the count lasts
   * as long as the cookie, and a success deletes it.
   */
  signInDevice: { name: 'sign-in-device', points: 10, durationSeconds: 0 },
} as const satisfies Record<string, RateLimitPolicy>;
