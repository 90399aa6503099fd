/**
 * Builder pages in an embedded database, before a server opens it (one process owns PGlite), for
 * e2e/pages-public.spec.ts: written through the page store, each address change told to the
 * redirects feature as the admin's service tells it (a rename's 308, a deletion's 410), plus a
 * preview link to a draft. Prints the link's token. Run with the server's environment:
 *   DATA_DIR=<dir> npx tsx --import ./e2e/support/server-only-hook.mjs e2e/support/seed-pages.ts
 */
import type { PageBlock } from '../../lib/features/pages/blocks';
import type { NewPage, Page } from '../../lib/features/pages/shared/types';
import { SEEDED } from './seeded-pages';

// After DATA_DIR is set: the app's database module opens it on first use.
const { getDatabase, closeDatabase } = await import('../../lib/infra/db');
const { createPageStore } = await import('../../lib/features/pages/store');
const { pageAddressChanged } = await import('../../lib/features/pages/address-changes');
const { aBlock, pageContent } = await import('../../lib/features/pages/page.fixture');
const { createPreviewLinkStore } = await import('../../lib/features/publishing');

const page = (language: 'en' | 'es', slug: string, heading: string, faq: { question: string; answer: string }, over: Partial<NewPage> = {}, extra: PageBlock[] = []): NewPage => ({
  key: null,
  language,
  slug,
  ...pageContent({
    title: heading,
    blocks: [
      aBlock('hero', 'top', { heading, lead: `${heading}: a lead line.` }),
      aBlock('faq', 'faq', { heading: language === 'es' ? 'Preguntas' : 'Questions', items: [faq] }),
      aBlock('form', 'talk', { form: 'demo', heading: language === 'es' ? 'Habla con nosotros' : 'Talk to us' }),
      ...extra,
    ],
  }),
  ...over,
});

const store = createPageStore(getDatabase);
/** A write and its address change, as the service makes them. */
const changed = async (before: Page | null, write: Promise<Page | null>) => {
  const after = await write;
  await pageAddressChanged(before, after);
  return after;
};
const publish = async (input: NewPage, translationOf?: number) => {
  const created = await store.create(input, { owner: null, translationOf });
  return (await changed(created, store.publish(created.id, created.version, null)))!;
};

try {
  const en = await publish(page('en', SEEDED.en, SEEDED.enHeading, { question: SEEDED.question, answer: 'Two weeks.' }));
  await publish(page('es', SEEDED.es, SEEDED.esHeading, { question: SEEDED.pregunta, answer: 'Dos semanas.' }), en.id);
  // A resource form for the sample gated guide (seeded by the server at its first start).
  const guide = aBlock('form', 'guide', { form: 'resource', resource: SEEDED.resource, heading: 'Get the playbook' });
  await publish(page('en', SEEDED.landing, 'Launch offer', { question: 'Is it free?', answer: 'The first month.' }, { landing: true }, [guide]));
  await publish(page('en', SEEDED.noindex, 'Partners only', { question: 'Who?', answer: 'Partners.' }, { seo: { title: null, description: null, image: null, noindex: true } }));
  const renamed = await publish(page('en', SEEDED.oldName, 'Renamed offer', { question: 'Moved?', answer: 'Yes.' }));
  await changed(renamed, store.rename(renamed.id, renamed.version, SEEDED.newName));
  const retired = await publish(page('en', SEEDED.deleted, 'Retired offer', { question: 'Gone?', answer: 'Yes.' }));
  // As the service does: the page as it was before, and nothing after.
  await store.remove(retired.id);
  await pageAddressChanged(retired, null);
  const draft = await store.create(page('en', SEEDED.hidden, SEEDED.draftHeading, { question: 'When?', answer: 'Soon.' }), { owner: null });
  const { token } = await createPreviewLinkStore(getDatabase, 'page').create(draft.id, null);
  process.stdout.write(`${JSON.stringify({ token })}\n`);
} finally {
  await closeDatabase();
}
