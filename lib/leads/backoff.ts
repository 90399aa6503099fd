/**
 * Retry delays for the lead outbox. Exponential steps spread out a CRM outage's retries; jitter
 * keeps several server instances (and the leads of one burst) from retrying in lockstep.
 * `random` is injectable so that tests are deterministic.
 */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  /** Uniform in [0, 1). */
  random?: () => number;
}

export type Jitter = 'none' | 'full' | 'equal';

/** The step before retry `attempt` (1 = the first retry): base·2^(attempt−1), at most cap. */
export function exponentialStep(attempt: number, { baseMs, capMs }: BackoffOptions): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 52);
  return Math.min(capMs, baseMs * 2 ** exponent);
}

/**
 * The delay before retry `attempt`. 'full' jitter is uniform in [0, step] (fewest collisions, but
 * may retry at once); 'equal' is uniform in [step/2, step] (never sooner than half the step).
 */
export function exponentialBackoff(attempt: number, options: BackoffOptions & { jitter?: Jitter }): number {
  const step = exponentialStep(attempt, options);
  const random = options.random ?? Math.random;
  switch (options.jitter ?? 'full') {
    case 'none':
      return step;
    case 'equal':
      return Math.round(step / 2 + random() * (step / 2));
    case 'full':
      return Math.round(random() * step);
  }
}

/**
 * "Decorrelated jitter": uniform in [base, previous·3], at most cap. Needs the previous delay
 * (start with `baseMs`).
 */
export function decorrelatedBackoff(previousMs: number, { baseMs, capMs, random = Math.random }: BackoffOptions): number {
  const high = Math.max(baseMs, previousMs * 3);
  return Math.round(Math.min(capMs, baseMs + random() * (high - baseMs)));
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
