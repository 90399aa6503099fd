import { describe, expect, it } from 'vitest';
import { chooseVariant, decideTrial, newVisitorId, variantsCookieValue } from '@/lib/infra/routing/variant-choice.mjs';

const trial = { id: 12, variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] };
const other = { id: 15, variants: [{ key: 'control', weight: 1 }, { key: 'c', weight: 1 }] };
const trials = [trial, other];
const decide = (cookie?: string, extra: Record<string, string> = {}) => decideTrial({ cookie, ...extra }, trial, trials, { https: true });

describe('what a request for a page under experiment gets (decideTrial)', () => {
  it('without consent: the control, no cookie, shareable', () => {
    for (const cookie of [undefined, '', 'otailo_locale=es', 'otailo_consent=essential', 'otailo_consent=ALL']) {
      expect(decide(cookie)).toEqual({ variant: 'control', counted: false, setCookies: [], shareable: true });
    }
  });

  it('a first visit with consent: an identifier and the variants of every running experiment set, privately', () => {
    const first = decide('otailo_consent=all');
    expect(first.counted).toBe(true);
    expect(first.shareable).toBe(false);
    const [exp, variants] = first.setCookies;
    expect(exp).toMatch(/^otailo_exp=[A-Za-z0-9_-]{22}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const id = /^otailo_exp=([^;]+)/.exec(exp!)![1]!;
    expect(variants).toBe(`otailo_variant=${variantsCookieValue(id, trials)}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax; Secure`);
    expect(first.variant).toBe(chooseVariant(12, id, trial.variants).key);
  });

  it('a returning participant whose cookie already says it: the same variant, nothing set, shareable under that cookie', () => {
    const id = newVisitorId();
    const cookie = `otailo_consent=all; otailo_exp=${id}; otailo_variant=${variantsCookieValue(id, trials)}`;
    const decision = decide(cookie);
    expect(decision).toEqual({ variant: chooseVariant(12, id, trial.variants).key, counted: true, setCookies: [], shareable: true });
  });

  it('a variant cookie that does not match (edited, or an experiment started or stopped since): corrected, privately', () => {
    const id = newVisitorId();
    for (const stale of ['12.b', '12.control', '12.b~15.c~99.x', 'garbage']) {
      const decision = decide(`otailo_consent=all; otailo_exp=${id}; otailo_variant=${stale}`);
      if (stale === variantsCookieValue(id, trials)) continue;
      expect(decision.shareable).toBe(false);
      expect(decision.setCookies).toEqual([expect.stringMatching(new RegExp(`^otailo_variant=${variantsCookieValue(id, trials)};`))]);
    }
    // A variant cookie without an identifier: a new identifier, never the variant the cookie claims.
    expect(decide('otailo_consent=all; otailo_variant=12.b').shareable).toBe(false);
  });

  it('an identifier that is not one of ours is replaced', () => {
    const decision = decide('otailo_consent=all; otailo_exp=../../etc/passwd');
    expect(decision.setCookies[0]).toMatch(/^otailo_exp=[A-Za-z0-9_-]{22};/);
  });

  it('Do Not Track or Global Privacy Control, or consent withdrawn: the control, and a participant\'s cookies removed', () => {
    const id = newVisitorId();
    const participant = `otailo_consent=all; otailo_exp=${id}; otailo_variant=${variantsCookieValue(id, trials)}`;
    for (const [cookie, headers] of [
      [participant, { dnt: '1' }],
      [participant, { 'sec-gpc': '1' }],
      [participant.replace('consent=all', 'consent=essential'), {}],
    ] as const) {
      const decision = decide(cookie, headers);
      expect(decision.variant).toBe('control');
      expect(decision.counted).toBe(false);
      expect(decision.setCookies).toEqual(['otailo_exp=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure', 'otailo_variant=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure']);
      expect(decision.shareable).toBe(false);
    }
    // Without cookies to remove, a DNT visitor's answer is the shared control.
    expect(decide('otailo_consent=all', { dnt: '1' })).toEqual({ variant: 'control', counted: false, setCookies: [], shareable: true });
  });

  it('no Secure attribute on a site served over http (a laptop)', () => {
    expect(decideTrial({ cookie: 'otailo_consent=all' }, trial, trials, { https: false }).setCookies[0]).not.toContain('Secure');
  });
});
