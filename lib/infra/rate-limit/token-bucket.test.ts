import { describe, expect, it } from 'vitest';
import type { Clock } from '@/lib/infra/util/clock';
import { createTokenBucket } from './token-bucket';

/** A clock that only moves when told to; sleeping moves it. */
function manualClock(start = 1_000_000): Clock & { advance(ms: number): void; slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
    advance: (ms) => void (now += ms),
    slept,
  };
}

describe('token bucket', () => {
  it('starts full, then refills continuously', () => {
    const clock = manualClock();
    const bucket = createTokenBucket({ capacity: 3, refill: 10, intervalMs: 10_000, clock });
    expect([bucket.tryTake(), bucket.tryTake(), bucket.tryTake()]).toEqual([0, 0, 0]);
    expect(bucket.tryTake()).toBe(1_000);
    clock.advance(999);
    expect(bucket.tryTake()).toBe(1);
    clock.advance(1);
    expect(bucket.tryTake()).toBe(0);
    clock.advance(60_000);
    expect([bucket.tryTake(), bucket.tryTake(), bucket.tryTake(), bucket.tryTake()]).toEqual([0, 0, 0, 1_000]);
  });

  it('hands out at most capacity + refill in any interval', async () => {
    const clock = manualClock();
    const bucket = createTokenBucket({ capacity: 10, refill: 35, intervalMs: 10_000, clock });
    const taken: number[] = [];
    const start = clock.now();
    while (clock.now() - start < 30_000) {
      await bucket.take();
      taken.push(clock.now());
    }
    for (const [index, time] of taken.entries()) {
      const inWindow = taken.slice(index).filter((t) => t < time + 10_000).length;
      expect(inWindow).toBeLessThanOrEqual(45);
    }
    expect(taken.filter((t) => t <= start + 10_000).length).toBe(45);
  });

  it('waits in take() until a token is there', async () => {
    const clock = manualClock();
    const bucket = createTokenBucket({ capacity: 1, refill: 1, intervalMs: 500, clock });
    await bucket.take();
    await bucket.take();
    expect(clock.slept).toEqual([500]);
  });

  it('pauses until a time, then starts from empty', () => {
    const clock = manualClock();
    const bucket = createTokenBucket({ capacity: 5, refill: 5, intervalMs: 5_000, clock });
    bucket.pauseUntil(clock.now() + 3_000);
    expect(bucket.pausedFor()).toBe(3_000);
    expect(bucket.tryTake()).toBe(4_000);
    clock.advance(3_000);
    expect(bucket.pausedFor()).toBe(0);
    expect(bucket.tryTake()).toBe(1_000);
    clock.advance(1_000);
    expect(bucket.tryTake()).toBe(0);
  });

  it('keeps the later of two pauses and ignores pauses in the past', () => {
    const clock = manualClock();
    const bucket = createTokenBucket({ capacity: 2, refill: 2, intervalMs: 2_000, clock });
    bucket.pauseUntil(clock.now() + 5_000);
    bucket.pauseUntil(clock.now() + 1_000);
    expect(bucket.pausedFor()).toBe(5_000);
    const other = createTokenBucket({ capacity: 2, refill: 2, intervalMs: 2_000, clock });
    other.pauseUntil(clock.now() - 1_000);
    expect(other.tryTake()).toBe(0);
  });

  it('rejects nonsense settings', () => {
    expect(() => createTokenBucket({ capacity: 0, refill: 1, intervalMs: 1 })).toThrow(RangeError);
    expect(() => createTokenBucket({ capacity: 1, refill: 0, intervalMs: 1 })).toThrow(RangeError);
  });
});
