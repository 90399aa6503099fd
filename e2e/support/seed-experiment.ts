/**
 * A page under a running experiment in an embedded database, before a server opens it (one process
 * owns PGlite), for e2e/experiments.spec.ts: a new page with a hero and a demo form, published,
 * and an experiment on its hero with two variants (the control and `b`), 50/50, counting demo
 * requests; a second page to visit in between, and the same page at another address without an
 * experiment (the benchmark's baseline). Prints the experiment's id. Run with the server's
 * environment:
 *   DATA_DIR=<dir> npx tsx --import ./e2e/support/server-only-hook.mjs e2e/support/seed-experiment.ts
 */
import { TRIAL } from './trial';

const { getDatabase, closeDatabase } = await import('../../lib/infra/db');
const { createPageStore } = await import('../../lib/features/pages/store');
const { aBlock, pageContent } = await import('../../lib/features/pages/page.fixture');
const { createExperiment, startExperiment } = await import('../../lib/features/experiments/store');

const store = createPageStore(getDatabase);
try {
  const hero = aBlock('hero', 'top', { heading: TRIAL.control, lead: 'Returns handled for you.' });
  const created = await store.create(
    { key: null, language: 'en', slug: TRIAL.slug, ...pageContent({ title: 'Trial offer', blocks: [hero, aBlock('form', 'talk', { form: 'demo', heading: 'Talk to us' })] }) },
    { owner: null },
  );
  await store.publish(created.id, created.version, null);
  const other = await store.create({ key: null, language: 'en', slug: TRIAL.otherSlug, ...pageContent({ title: 'Another page' }) }, { owner: null });
  await store.publish(other.id, other.version, null);
  // The same page under another address and no experiment (scripts/bench/experiments.mjs compares the two).
  const twin = await store.create({ key: null, language: 'en', slug: TRIAL.twinSlug, ...pageContent({ title: 'Trial offer', blocks: [hero, aBlock('form', 'talk', { form: 'demo', heading: 'Talk to us' })] }) }, { owner: null });
  await store.publish(twin.id, twin.version, null);
  const db = await getDatabase();
  const made = await createExperiment(
    db,
    created.id,
    {
      name: 'Hero heading',
      goal: 'demo_sent',
      blockAnchor: 'top',
      variants: [
        { key: 'control', weight: 50 },
        { key: 'b', weight: 50, block: { ...hero, heading: TRIAL.variant } },
      ],
    },
    null,
  );
  if (!made.ok) throw new Error(`experiment refused: ${made.reason} ${JSON.stringify(made.issues)}`);
  const started = await startExperiment(db, made.experiment.id, made.experiment.version);
  if (!started.ok) throw new Error(`experiment not started: ${started.reason}`);
  process.stdout.write(`${JSON.stringify({ id: started.experiment.id })}\n`);
} finally {
  await closeDatabase();
}
