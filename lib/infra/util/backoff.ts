/**
 * Retry delays: exponential steps spread out an outage's retries, and jitter keeps several server
 * instances (and the jobs of one burst) from retrying in lockstep. `random` is injectable so that
 * tests are deterministic.
 */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  /** Uniform in [0, 1). */
  random?: () => number;
}

/** The step before retry `attempt` (1 = the first retry): base·2^(attempt−1), at most cap. */
export function exponentialStep(attempt: number, { baseMs, capMs }: BackoffOptions): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 52);
  return Math.min(capMs, baseMs * 2 ** exponent);
}

/**
 * The delay before retry `attempt`, with "equal" jitter: uniform in [step/2, step], so never sooner
 * than half the step.
 */
export function exponentialBackoff(attempt: number, options: BackoffOptions): number {
  const step = exponentialStep(attempt, options);
  const random = options.random ?? Math.random;
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * How many attempts make an equal-jitter schedule last about `spanMs` on average (each delay
 * averages ¾ of its step). With a 10 s base and a one-hour cap, a day is 41 attempts: ten in
 * the first hour, then one every 45 minutes on average.
 */
export function attemptsToSpan(spanMs: number, options: BackoffOptions): number {
  let total = 0;
  let attempts = 1;
  while (total < spanMs && attempts < 1000) {
    total += 0.75 * exponentialStep(attempts, options);
    attempts += 1;
  }
  return attempts;
}

/** The longest Retry-After the outbox honours; a CRM asking for more is retried after this. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * An HTTP `Retry-After` value (delay in seconds, or an HTTP-date) as milliseconds from `now`,
 * within [0, maxMs]. Undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
  maxMs: number = MAX_RETRY_AFTER_MS,
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  let delay: number;
  if (/^\d+$/.test(value)) {
    delay = Number(value) * 1000;
  } else {
    // Only dates that look like HTTP dates (a weekday or month name), not stray numbers.
    if (!/[a-z]{3}/i.test(value)) return undefined;
    const time = Date.parse(value);
    if (Number.isNaN(time)) return undefined;
    delay = time - now;
  }
  return Math.min(Math.max(delay, 0), maxMs);
}
