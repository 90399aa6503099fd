import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { HttpStatus } from '@/components/seo/HttpStatus';

/** The 404 page's content: the spec's exact texts, localized; the document declares status 404. */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <HttpStatus code={404} />
      <p className="text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 text-title font-extrabold tracking-tight text-ink-950">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-600">{t('description')}</p>
      <Link locale={locale} href="/" className="btn btn-primary mt-8">
        {t('home')}
      </Link>
    </section>
  );
}
