/**
 * Builder pages in an embedded database, before a server opens it (one process owns PGlite), for
 * e2e/pages-public.spec.ts: written through the page store as the admin's service writes them.
 *   npx tsx --conditions=react-server e2e/support/seed-pages.ts <dataDir>
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../lib/infra/db/client';
import { migrateDatabase } from '../../lib/infra/db/migrate';
import { createPageStore } from '../../lib/features/pages/store';
import { aBlock, pageContent } from '../../lib/features/pages/page.fixture';
import type { NewPage } from '../../lib/features/pages/shared/types';
import { SEEDED } from './seeded-pages';

const page = (language: 'en' | 'es', slug: string, heading: string, faq: { question: string; answer: string }, over: Partial<NewPage> = {}): NewPage => ({
  key: null,
  language,
  slug,
  ...pageContent({
    title: heading,
    blocks: [
      aBlock('hero', 'top', { heading, lead: `${heading}: a lead line.` }),
      aBlock('faq', 'faq', { heading: language === 'es' ? 'Preguntas' : 'Questions', items: [faq] }),
      aBlock('form', 'talk', { form: 'demo', heading: language === 'es' ? 'Habla con nosotros' : 'Talk to us' }),
    ],
  }),
  ...over,
});

export async function seedPages(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    const store = createPageStore(async () => handle.db);
    const publish = async (input: NewPage, translationOf?: number) => {
      const created = await store.create(input, { owner: null, translationOf });
      return store.publish(created.id, created.version, null);
    };
    const en = await publish(page('en', SEEDED.en, SEEDED.enHeading, { question: SEEDED.question, answer: 'Two weeks.' }));
    await publish(page('es', SEEDED.es, SEEDED.esHeading, { question: SEEDED.pregunta, answer: 'Dos semanas.' }), en.id);
    await publish(page('en', SEEDED.landing, 'Launch offer', { question: 'Is it free?', answer: 'The first month.' }, { landing: true }));
    await publish(page('en', SEEDED.noindex, 'Partners only', { question: 'Who?', answer: 'Partners.' }, { seo: { title: null, description: null, image: null, noindex: true } }));
    await store.create(page('en', SEEDED.hidden, 'Not yet', { question: 'When?', answer: 'Soon.' }), { owner: null });
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: seed-pages.ts <dataDir>');
  await seedPages(dataDir);
}
