import { describe, expect, it } from 'vitest';
import {
  attemptsToSpan,
  exponentialBackoff,
  exponentialStep,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
} from './backoff';

const options = { baseMs: 1_000, capMs: 60_000 };
const fixed = (value: number) => () => value;

describe('exponential backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => exponentialStep(n, options))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(exponentialStep(0, options)).toBe(1_000);
    expect(exponentialStep(10_000, options)).toBe(60_000);
  });

  it('waits between half the step and the step (equal jitter)', () => {
    expect(exponentialBackoff(3, { ...options, random: fixed(0) })).toBe(2_000);
    expect(exponentialBackoff(3, { ...options, random: fixed(0.5) })).toBe(3_000);
    expect(exponentialBackoff(3, { ...options, random: fixed(0.999_999) })).toBe(4_000);
    expect(exponentialBackoff(20, { ...options, random: fixed(0.5) })).toBe(45_000);
  });

  it('stays within its bounds whatever the random source says', () => {
    for (let attempt = 1; attempt < 30; attempt += 1) {
      const step = exponentialStep(attempt, options);
      const delay = exponentialBackoff(attempt, options);
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(Math.min(step, 60_000));
    }
  });

  it('counts the attempts that span a given time', () => {
    expect(attemptsToSpan(24 * 3_600_000, { baseMs: 10_000, capMs: 3_600_000 })).toBe(41);
    // 0.75·(1+2+4) s = 5.25 s ≥ 5 s after three delays, so four attempts.
    expect(attemptsToSpan(5_000, options)).toBe(4);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads delays in seconds', () => {
    expect(parseRetryAfter('1', now)).toBe(1_000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads HTTP dates relative to now, never negative', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('bounds what the server asks for', () => {
    expect(parseRetryAfter('999999', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('Mon, 01 Mar 2027 12:00:00 GMT', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('90', now, 10_000)).toBe(10_000);
  });

  it('ignores absent and unreadable values', () => {
    for (const value of [undefined, null, '', '  ', '-5', '1.5', 'soon', 'Sun, 99 Foo']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});
