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

describe("the server's answer for a page under experiment (trialAnswer)", async () => {
  const { replaceExperimentTable } = await import('@/lib/infra/routing/experiment-table.mjs');
  const { nameVariant, trialAnswer, VARIANT_HEADER } = await import('./trials.mjs');
  const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as import('node:http').IncomingMessage;

  it('names the variant for proxy.ts, keeps each variant apart in the store, and gives a new visitor their own cookies every time', () => {
    replaceExperimentTable([{ id: 12, path: '/en/offer', goal: 'demo_sent', variants: trial.variants }]);
    expect(trialAnswer(request(), '/en/elsewhere', false)).toBeUndefined();
    const outsider = request();
    nameVariant(outsider, trialAnswer(outsider, '/en/offer/', false)!);
    expect(trialAnswer(outsider, '/en/offer/', false)).toMatchObject({ key: '', private: false, setCookies: [] });
    expect(outsider.headers[VARIANT_HEADER]).toBeUndefined();
    // Two first visits never share an identifier (their answers are not remembered).
    const [one, two] = [trialAnswer(request('otailo_consent=all'), '/en/offer', false)!, trialAnswer(request('otailo_consent=all'), '/en/offer', false)!];
    expect(one.private).toBe(true);
    expect(one.setCookies[0]).not.toBe(two.setCookies[0]);
    // A participant in b: the variant's store key and header, the same answer on every request.
    let id = newVisitorId();
    while (chooseVariant(12, id, trial.variants).key !== 'b') id = newVisitorId();
    const cookie = `otailo_consent=all; otailo_exp=${id}; otailo_variant=12.b`;
    const participant = request(cookie);
    const answer = trialAnswer(participant, '/en/offer', false)!;
    expect(answer).toMatchObject({ key: '#12.b', private: false, setCookies: [], list: ['CDN-Cache-Control', 'private'] });
    nameVariant(participant, answer);
    expect(participant.headers[VARIANT_HEADER]).toBe('12.b');
    expect(trialAnswer(request(cookie), '/en/offer', false)).toBe(answer);
    // Once the experiments change, nothing remembered is used.
    replaceExperimentTable([]);
    expect(trialAnswer(request(cookie), '/en/offer', false)).toBeUndefined();
  });
});
