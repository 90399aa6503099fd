import { describe, expect, it } from 'vitest';
import { looksAutomated } from './bot-check';

const now = 1_800_000_000_000;
const check = (overrides: Partial<Parameters<typeof looksAutomated>[0]>) =>
  looksAutomated({ honeypot: '', startedAt: String(now - 10_000), now, minFillMs: 2500, ...overrides });

describe('looksAutomated', () => {
  it('passes a person who took their time', () => {
    expect(check({})).toBe(false);
  });

  it('flags a filled honeypot', () => {
    expect(check({ honeypot: 'https://spam.example' })).toBe(true);
    expect(check({ honeypot: '   ' })).toBe(false);
  });

  it('flags a form sent faster than the minimum fill time', () => {
    expect(check({ startedAt: String(now - 800) })).toBe(true);
    expect(check({ startedAt: String(now - 2500) })).toBe(false);
    expect(check({ startedAt: String(now - 800), minFillMs: 0 })).toBe(false);
  });

  it('counts a missing or unusable start time as too fast (every form sends one)', () => {
    for (const startedAt of ['', 'yesterday', '-5', '1e12', String(now - 10_000) + 'x', '9'.repeat(40)]) {
      expect(check({ startedAt }), startedAt).toBe(true);
    }
    expect(check({ startedAt: '', minFillMs: 0 })).toBe(false);
  });
});
