import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { BlogSearchForm } from '@/components/page/BlogSearchForm';
import { pages, type PageKey } from '@/lib/infra/routing/pages';

/** Where a visitor who mistyped an address most likely meant to go. */
const POPULAR: PageKey[] = ['solutionsReturns', 'customers', 'integrations', 'blog', 'contact'];

/**
 * The 404 page's content: the spec's exact texts, localized, then a way on — a blog search (a plain
 * GET form, no script) and the most visited pages; the document declares status 404.
 */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const [t, names] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getTranslations({ locale, namespace: 'PageNames' })]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <HttpStatus code={404} />
      <p className="text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 text-title font-extrabold tracking-tight text-ink-950">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-600">{t('description')}</p>
      <Link locale={locale} href="/" className="btn btn-primary mt-8">
        {t('home')}
      </Link>
      <BlogSearchForm locale={locale} id="not-found-search" label={t('searchLabel')} placeholder={t('searchPlaceholder')} button={t('searchButton')} />
      <nav aria-labelledby="not-found-popular" className="mt-10">
        <h2 id="not-found-popular" className="text-sm font-semibold text-ink-700">
          {t('popular')}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
          {POPULAR.map((key) => (
            <li key={key}>
              <Link locale={locale} href={pages[key].path} className="font-semibold text-brand-800 underline underline-offset-4">
                {names(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
