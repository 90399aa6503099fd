import type { RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A limiter's refusal (rate-limiter-flexible rejects with a RateLimiterRes). Told by its shape, not
 * `instanceof RateLimiterRes`: Next.js bundles the library into each route and into the startup
 * code, and a limiter kept on globalThis by one bundle refuses with its own copy's class, which
 * another bundle's `instanceof` does not know (the analytics collector answered 500 to every
 * refused beacon that way: issue 51, finding 4).
 */
export function isRefusal(value: unknown): value is Pick<RateLimiterRes, 'msBeforeNext'> {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as { msBeforeNext?: unknown }).msBeforeNext === 'number';
}
