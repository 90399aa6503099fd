import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { BlogSearchForm } from '@/components/page/BlogSearchForm';
import { pages } from '@/lib/infra/routing/pages';

/**
 * The 410 page: this address was retired on purpose (unlike a 404's mistyped one), so it says so and
 * offers the blog, a blog search (a plain GET form) and the home page.
 */
export async function GoneScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Gone' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <HttpStatus code={410} />
      <p className="text-sm font-semibold tracking-widest text-brand-700">410</p>
      <h1 className="mt-3 text-title font-extrabold tracking-tight text-ink-950">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-600">{t('description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link locale={locale} href={pages.blog.path} className="btn btn-primary">
          {t('blog')}
        </Link>
        <Link locale={locale} href="/" className="btn btn-secondary">
          {t('home')}
        </Link>
      </div>
      <BlogSearchForm locale={locale} id="gone-search" label={t('searchLabel')} placeholder={t('searchPlaceholder')} button={t('searchButton')} />
    </section>
  );
}
