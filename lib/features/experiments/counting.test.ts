import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { sampleBlocks } from '@/lib/features/pages/shared/blocks';
import type { Trial } from '@/lib/infra/routing/experiment-table.mjs';
import { chooseVariant, newVisitorId } from '@/lib/infra/routing/variant-choice.mjs';
import * as schema from '@/lib/schema';
import { freshDatabase, testBackends } from '@/test/databases';
import { createParticipantCounter, participantOf } from './counting';
import { experimentResults } from './results';
import { createExperiment, startExperiment, type Experiment } from './store';

const hero = sampleBlocks('en').hero;
const PATH = '/en/counted';

describe.each(testBackends())('counting participants and conversions on %s', (backend) => {
  let handle: DatabaseHandle;
  let experiment: Experiment;
  let trial: Trial;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const [page] = await handle.db.insert(schema.pages).values({ language: 'en', slug: `counted-${backend}`, title: 'Counted', blocks: [hero] as never }).returning();
    const made = await createExperiment(handle.db, page!.id, { name: 'Hero', goal: 'demo_sent', blockAnchor: hero.anchor, variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50, block: { ...hero, heading: 'B' } }] }, null);
    if (!made.ok) throw new Error(made.reason);
    const started = await startExperiment(handle.db, made.experiment.id, made.experiment.version);
    if (!started.ok) throw new Error(started.reason);
    experiment = started.experiment;
    trial = { id: experiment.id, path: PATH, goal: 'demo_sent', variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] };
  });
  afterAll(() => handle?.close());

  const counter = () => createParticipantCounter({ database: async () => handle.db, lookup: (path) => (path === PATH ? trial : undefined), running: () => [trial], intervalMs: 0 });
  const headersOf = (cookie: string, extra: Record<string, string> = {}) => new Headers({ cookie, ...extra });
  const view = (device: string | null = 'desktop', path = PATH) => ({ kind: 'pageview' as const, name: '', path, locale: 'en', device });
  const event = (name: string) => ({ kind: 'event' as const, name, path: PATH, locale: 'en', device: null });

  it('counts each consenting visitor once, in their variant, and a conversion once, only for a participant', async () => {
    const count = counter();
    const visitors = Array.from({ length: 40 }, () => newVisitorId());
    for (const [n, id] of visitors.entries()) {
      const headers = headersOf(`otailo_consent=all; otailo_exp=${id}`);
      count.observe([view(n % 2 ? 'mobile' : 'desktop')], headers);
      count.observe([view(), view()], headers); // reloads: still one participant
      // Every fourth visitor requests a demo, twice.
      if (n % 4 === 0) count.observe([event('demo_sent'), event('demo_sent'), event('contact_sent')], headers);
    }
    // Not counted: no consent, DNT, an identifier that is not ours, another page; a conversion with no page view.
    count.observe([view()], headersOf(`otailo_consent=essential; otailo_exp=${newVisitorId()}`));
    count.observe([view()], headersOf(`otailo_consent=all; otailo_exp=${newVisitorId()}`, { dnt: '1' }));
    count.observe([view()], headersOf('otailo_consent=all; otailo_exp=not-an-identifier'));
    count.observe([view('desktop', '/en/elsewhere')], headersOf(`otailo_consent=all; otailo_exp=${newVisitorId()}`));
    count.observe([event('demo_sent')], headersOf(`otailo_consent=all; otailo_exp=${newVisitorId()}`));
    await count.flush();

    const rows = await handle.db.select().from(schema.experimentVisitors);
    expect(rows).toHaveLength(40);
    // The identifier itself is never stored: a hash per experiment.
    expect(rows.map((row) => row.visitor)).toEqual(expect.arrayContaining([participantOf(experiment.id, visitors[0]!)]));
    expect(rows.some((row) => visitors.includes(row.visitor))).toBe(false);
    for (const [n, id] of visitors.entries()) {
      const row = rows.find((candidate) => candidate.visitor === participantOf(experiment.id, id))!;
      expect(row.variant).toBe(chooseVariant(experiment.id, id, trial.variants).key);
      expect(row.convertedAt !== null).toBe(n % 4 === 0);
    }

    const results = await experimentResults(handle.db, experiment);
    expect(results.visitors).toBe(40);
    expect(results.conversions).toBe(10);
    const expected = (key: string, pick: (n: number) => boolean) => visitors.filter((id, n) => pick(n) && chooseVariant(experiment.id, id, trial.variants).key === key).length;
    for (const [index, key] of ['control', 'b'].entries()) {
      const arm = results.variants[index]!;
      expect(arm.key).toBe(key);
      expect(arm.visitors).toBe(expected(key, () => true));
      expect(arm.conversions).toBe(expected(key, (n) => n % 4 === 0));
      expect(arm.rate).toBeCloseTo(arm.conversions / arm.visitors, 10);
    }
    expect(results.variants[0]!.versusControl).toBeUndefined();
    const versus = results.variants[1]!.versusControl!;
    expect(versus.probabilityToBeat).toBeGreaterThan(0);
    expect(versus.probabilityToBeat).toBeLessThan(1);
    expect(versus.difference.low).toBeLessThan(versus.difference.high);
    expect(results.split?.mismatch).toBe(false);
    // By language (all English) and by device (the first page view's).
    expect(results.byLanguage.map((segment) => segment.segment)).toEqual(['en']);
    expect(results.byDevice.map((segment) => segment.segment)).toEqual(['desktop', 'mobile']);
    const devices = results.byDevice.flatMap((segment) => segment.variants.map((arm) => arm.visitors));
    expect(devices.reduce((sum, n) => sum + n, 0)).toBe(40);
  });

  it('keeps at most its capacity waiting: a flood of made-up identifiers is dropped, not held', async () => {
    const small = createParticipantCounter({ database: async () => handle.db, lookup: () => trial, running: () => [trial], intervalMs: 0, capacity: 5 });
    for (let n = 0; n < 50; n += 1) small.observe([view()], headersOf(`otailo_consent=all; otailo_exp=${newVisitorId()}`));
    expect(small.stats()).toEqual({ pending: 5, dropped: 45 });
    await small.flush();
    expect(small.stats().pending).toBe(0);
  });
});
