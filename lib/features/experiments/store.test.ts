import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { sampleBlocks } from '@/lib/features/pages/shared/blocks';
import * as schema from '@/lib/schema';
import { freshDatabase, testBackends } from '@/test/databases';
import { createExperiment, deleteExperiment, experimentsOfPage, listExperiments, runningExperiments, startExperiment, stopExperiment, updateExperiment } from './store';

const hero = sampleBlocks('en').hero;
const pageVariants = [
  { key: 'control', weight: 50 },
  { key: 'b', weight: 50, blocks: [{ ...hero, heading: 'Returns that pay for themselves' }] },
];

describe.each(testBackends())('experiments on %s', (backend) => {
  let handle: DatabaseHandle;
  let pageId: number;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const [page] = await handle.db.insert(schema.pages).values({ language: 'en', slug: `exp-${backend}`, title: 'Experiment page', blocks: [hero] as never }).returning();
    pageId = page!.id;
  });
  afterAll(() => handle?.close());

  it('checks what an editor prepares: the control first and empty, distinct keys, content fit for the target', async () => {
    const refused = async (input: unknown) => {
      const outcome = await createExperiment(handle.db, pageId, input, null);
      return outcome.ok ? [] : (outcome.issues ?? []).map((issue) => issue.message);
    };
    expect(await refused({ name: 'Hero heading', goal: 'demo_sent', variants: pageVariants })).toEqual([]);
    expect(await refused({ name: 'One arm', goal: 'demo_sent', variants: pageVariants.slice(0, 1) })).toContain('tooFew');
    expect(await refused({ name: 'No control', goal: 'demo_sent', variants: [pageVariants[1], { ...pageVariants[1], key: 'c' }] })).toContain('control');
    expect(await refused({ name: 'Twice b', goal: 'demo_sent', variants: [pageVariants[0], pageVariants[1], pageVariants[1]] })).toContain('duplicateKey');
    expect(await refused({ name: 'Block target, page content', goal: 'demo_sent', blockAnchor: 'hero', variants: pageVariants })).toContain('content');
    expect(await refused({ name: 'Bad goal', goal: 'page_view', variants: pageVariants })).not.toEqual([]);
    expect(await refused({ name: 'Zero weight', goal: 'demo_sent', variants: [pageVariants[0], { ...pageVariants[1], weight: 0 }] })).not.toEqual([]);
    const badBlock = [pageVariants[0], { key: 'b', weight: 50, blocks: [{ ...hero, heading: '' }] }];
    expect(await refused({ name: 'Invalid block', goal: 'demo_sent', variants: badBlock })).not.toEqual([]);
    expect(await refused({ name: 'Block target', goal: 'slot_booked', blockAnchor: hero.anchor, variants: [pageVariants[0], { key: 'b', weight: 30, block: { ...hero, heading: 'Shorter' } }] })).toEqual([]);
  });

  it('edits only a draft; starts one experiment a page at a time; stops with a winner among its variants', async () => {
    const [first, second] = await experimentsOfPage(handle.db, pageId);
    const renamed = await updateExperiment(handle.db, first!.id, first!.version, { name: 'Hero heading, take 2', goal: 'demo_sent', variants: pageVariants });
    expect(renamed).toMatchObject({ ok: true, experiment: { name: 'Hero heading, take 2', version: first!.version + 1 } });
    expect(await updateExperiment(handle.db, first!.id, first!.version, { name: 'Stale', goal: 'demo_sent', variants: pageVariants })).toEqual({ ok: false, reason: 'conflict' });

    const started = await startExperiment(handle.db, first!.id, first!.version + 1);
    expect(started).toMatchObject({ ok: true, experiment: { status: 'running' } });
    if (!started.ok) return;
    expect(started.experiment.startedAt).toBeInstanceOf(Date);
    expect(await startExperiment(handle.db, second!.id, second!.version)).toEqual({ ok: false, reason: 'already-running' });
    expect(await updateExperiment(handle.db, first!.id, started.experiment.version, { name: 'Too late', goal: 'demo_sent', variants: pageVariants })).toEqual({ ok: false, reason: 'not-draft' });
    expect((await runningExperiments(handle.db)).map((experiment) => experiment.id)).toEqual([first!.id]);

    expect(await stopExperiment(handle.db, first!.id, started.experiment.version, 'z')).toEqual({ ok: false, reason: 'unknown-winner' });
    const stopped = await stopExperiment(handle.db, first!.id, started.experiment.version, 'b');
    expect(stopped).toMatchObject({ ok: true, experiment: { status: 'stopped', winner: 'b' } });
    expect(await stopExperiment(handle.db, first!.id, started.experiment.version + 1, null)).toEqual({ ok: false, reason: 'not-running' });
    expect(await stopExperiment(handle.db, 999_999, 1, null)).toEqual({ ok: false, reason: 'not-found' });
    // The page is free again.
    expect(await startExperiment(handle.db, second!.id, second!.version)).toMatchObject({ ok: true });
  });

  it('lists every experiment newest first with its visitors; deletes a draft only, from its version', async () => {
    const draft = (await createExperiment(handle.db, pageId, { name: 'To delete', goal: 'demo_sent', variants: pageVariants }, null)) as { ok: true; experiment: { id: number; version: number } };
    const [running] = await runningExperiments(handle.db);
    await handle.db.insert(schema.experimentVisitors).values([
      { experimentId: running!.id, visitor: 'a'.repeat(16), variant: 'control', locale: 'en' },
      { experimentId: running!.id, visitor: 'b'.repeat(16), variant: 'b', locale: 'en' },
    ]);
    const listed = await listExperiments(handle.db);
    expect(listed[0]).toMatchObject({ id: draft.experiment.id, visitors: 0 });
    expect(listed.find((experiment) => experiment.id === running!.id)).toMatchObject({ status: 'running', visitors: 2 });
    expect(await deleteExperiment(handle.db, running!.id, running!.version)).toEqual({ ok: false, reason: 'not-draft' });
    expect(await deleteExperiment(handle.db, draft.experiment.id, draft.experiment.version + 1)).toEqual({ ok: false, reason: 'conflict' });
    expect(await deleteExperiment(handle.db, draft.experiment.id, draft.experiment.version)).toMatchObject({ ok: true, experiment: { name: 'To delete' } });
    expect(await deleteExperiment(handle.db, draft.experiment.id, draft.experiment.version)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('two admins starting two experiments of one page at once: one runs', async () => {
    await handle.db.update(schema.experiments).set({ status: 'stopped' });
    const drafts = await Promise.all([1, 2].map(async () => (await createExperiment(handle.db, pageId, { name: 'Race', goal: 'demo_sent', variants: pageVariants }, null)) as { ok: true; experiment: { id: number; version: number } }));
    const outcomes = await Promise.all(drafts.map((draft) => startExperiment(handle.db, draft.experiment.id, draft.experiment.version)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'already-running' }]);
  });
});
