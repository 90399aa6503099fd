import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { entryPage } from './entry-page';

// Translations from the catalogue, without Next.js's request scope; redirects as Next.js throws them.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'es'; namespace: 'NotFound' }) =>
    createTranslator({ locale, messages: locale === 'es' ? es : en, namespace }),
}));
vi.mock('@/lib/infra/routing/locale-params', () => ({ localeOf: async (params: Promise<{ locale: string }>) => (await params).locale }));
vi.mock('next/navigation', () => ({
  permanentRedirect: (to: string) => {
    throw new Error(`308 ${to}`);
  },
  redirect: (to: string) => {
    throw new Error(`307 ${to}`);
  },
}));

type Opening = { slug: string; language: 'en' | 'es'; title: string };
const openings: Opening[] = [
  { slug: 'support-lead', language: 'en', title: 'Support lead' },
  { slug: 'responsable-de-soporte', language: 'es', title: 'Responsable de soporte' },
  { slug: 'only-english', language: 'en', title: 'Only English' },
];
const asked: string[] = [];
const page = entryPage({
  find: async (slug) => {
    asked.push(slug);
    return openings.find((opening) => opening.slug === slug) ?? null;
  },
  path: (opening) => `/careers/${opening.slug}`,
  translations: {
    of: async (opening) => (opening.slug === 'only-english' ? null : openings.find((other) => other.slug !== opening.slug && other.slug !== 'only-english')!),
    list: 'careers',
  },
  metadata: (opening, translation) => ({ title: opening.title, description: `translated: ${translation?.slug ?? 'no'}` }),
});
const params = (locale: string, slug: string) => Promise.resolve({ locale, slug });

describe('entryPage', () => {
  it('loads an entry in its own language with its translation', async () => {
    expect(await page.load(params('en', 'support-lead'))).toEqual({ locale: 'en', entry: openings[0], translation: openings[1] });
  });

  it('answers 308 to the translation under the other locale, else 307 to that locale’s list page', async () => {
    await expect(page.load(params('es', 'support-lead'))).rejects.toThrow('308 /es/empleo/responsable-de-soporte');
    await expect(page.load(params('en', 'responsable-de-soporte'))).rejects.toThrow('308 /en/careers/support-lead');
    await expect(page.load(params('es', 'only-english'))).rejects.toThrow('307 /es/empleo');
  });

  it('loads nothing for an unknown slug, and never looks up one that is not well formed', async () => {
    asked.length = 0;
    expect(await page.load(params('en', 'nobody'))).toEqual({ locale: 'en', entry: null, translation: null });
    expect(await page.load(params('en', `Bad Slug ${'x'.repeat(300)}`))).toEqual({ locale: 'en', entry: null, translation: null });
    expect(asked).toEqual(['nobody']);
  });

  it('gives the entry’s metadata at its path, and the 404 screen’s (noindex) when there is none', async () => {
    const found = await page.generateMetadata({ params: params('en', 'support-lead') });
    expect(found.description).toBe('translated: responsable-de-soporte');
    expect(found.alternates?.canonical).toMatch(/\/en\/careers\/support-lead$/);
    const missing = await page.generateMetadata({ params: params('es', 'nobody') });
    expect((missing.title as { absolute: string }).absolute).toContain(es.NotFound.title);
    expect(missing.robots).toEqual({ index: false, follow: true });
    expect(missing.alternates).toBeUndefined();
  });

  it('serves one entry in every locale when the kind has no translations (integrations)', async () => {
    const shared = entryPage({ find: async (slug) => ({ slug }), path: (entry) => `/integrations/${entry.slug}`, metadata: (entry) => ({ title: entry.slug, description: '' }) });
    expect(await shared.load(params('es', 'shopify'))).toEqual({ locale: 'es', entry: { slug: 'shopify' }, translation: null });
  });
});
