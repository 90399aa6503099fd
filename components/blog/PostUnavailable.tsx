import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pages } from '@/lib/routing/pages';
import { HttpStatus } from '@/components/seo/HttpStatus';

export type PostUnavailableReason = 'missing' | 'notFound';

export async function postUnavailableTitle(locale: Locale, reason: PostUnavailableReason): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'BlogPostUnavailable' });
  return reason === 'missing' ? t('missingTitle') : t('notFoundTitle');
}

/**
 * The blog post error screen (spec §2, §8): no slug given, or no published post under the slug.
 * The document declares status 404 (see HttpStatus).
 */
export async function PostUnavailable({ locale, reason }: { locale: Locale; reason: PostUnavailableReason }) {
  const t = await getTranslations({ locale, namespace: 'BlogPostUnavailable' });
  const title = await postUnavailableTitle(locale, reason);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <HttpStatus code={404} />
      <h1 className="text-title font-extrabold tracking-tight text-ink-950">{title}</h1>
      {reason === 'notFound' && <p className="mt-4 font-medium text-ink-800">{t('notFoundMessage')}</p>}
      <p className="mt-4 text-lg text-ink-600">{t('description')}</p>
      <Link locale={locale} href={pages.blog.path} className="btn btn-primary mt-8">
        {t('back')}
      </Link>
    </section>
  );
}
