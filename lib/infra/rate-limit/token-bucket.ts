import { systemClock, type Clock } from '@/lib/infra/util/clock';

/**
 * A token bucket: holds at most `capacity` tokens and gains `refill` tokens every `intervalMs`,
 * continuously. Over any window of `intervalMs` it hands out at most `capacity + refill` tokens,
 * which is the number to keep below a provider's "N requests per interval" limit.
 */
export interface TokenBucketOptions {
  capacity: number;
  refill: number;
  intervalMs: number;
  clock?: Clock;
}

export interface TokenBucket {
  /** Takes a token if there is one now and returns 0; otherwise returns the wait in ms (nothing taken). */
  tryTake(): number;
  /** Waits until a token is available, then takes it. */
  take(): Promise<void>;
  /** Hands out nothing before `time` (ms since the epoch), then starts again from empty: a 429's Retry-After. */
  pauseUntil(time: number): void;
  /** Milliseconds until the pause set by `pauseUntil` ends, 0 when not paused. */
  pausedFor(): number;
}

const EPSILON = 1e-9;

export function createTokenBucket({ capacity, refill, intervalMs, clock = systemClock }: TokenBucketOptions): TokenBucket {
  if (!(capacity >= 1 && refill > 0 && intervalMs > 0)) throw new RangeError('token bucket: bad capacity, refill or interval');
  const perMs = refill / intervalMs;
  let tokens = capacity;
  /** Tokens accrue from here; in the future while paused. */
  let since = clock.now();

  function update(now: number) {
    if (now <= since) return;
    tokens = Math.min(capacity, tokens + (now - since) * perMs);
    since = now;
  }

  const bucket: TokenBucket = {
    tryTake() {
      const now = clock.now();
      if (now < since) return Math.ceil(since - now + 1 / perMs);
      update(now);
      // The tolerance absorbs floating-point dust from the fractional refill.
      if (tokens >= 1 - EPSILON) {
        tokens = Math.max(0, tokens - 1);
        return 0;
      }
      return Math.max(1, Math.ceil((1 - tokens) / perMs - EPSILON));
    },

    async take() {
      for (let wait = bucket.tryTake(); wait > 0; wait = bucket.tryTake()) await clock.sleep(wait);
    },

    pauseUntil(time) {
      const now = clock.now();
      update(now);
      if (time <= Math.max(now, since)) return;
      tokens = 0;
      since = time;
    },

    pausedFor() {
      return Math.max(0, since - clock.now());
    },
  };
  return bucket;
}
