import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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

const KEY = Symbol.for('otailo.rate-limiters');
type Holder = { [KEY]?: Map<string, RateLimiterMemory> };

function limiter(policy: RateLimitPolicy): RateLimiterMemory {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  let existing = holder[KEY].get(policy.name);
  if (!existing) {
    existing = new RateLimiterMemory({ keyPrefix: policy.name, points: policy.points, duration: policy.durationSeconds });
    holder[KEY].set(policy.name, existing);
  }
  return existing;
}

/** Counts one request of `key` (an IP address) against a policy. */
export async function consume(policy: RateLimitPolicy, key: string): Promise<RateLimitResult> {
  try {
    await limiter(policy).consume(key);
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
} as const satisfies Record<string, RateLimitPolicy>;
