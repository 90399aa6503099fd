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

  it('has no timing for forms sent without JavaScript (nor for garbage)', () => {
    expect(check({ startedAt: '' })).toBe(false);
    expect(check({ startedAt: 'yesterday' })).toBe(false);
  });
});
