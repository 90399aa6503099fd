import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { pages } from '@/lib/infra/routing/pages';
import { HttpStatus } from '@/components/seo/HttpStatus';

export type PostUnavailableReason = 'missing' | 'notFound' | 'busy';

export async function postUnavailableTitle(locale: Locale, reason: PostUnavailableReason): Promise<string> {
  if (reason === 'busy') return (await getTranslations({ locale, namespace: 'RateLimit' }))('title');
  const t = await getTranslations({ locale, namespace: 'BlogPostUnavailable' });
  return reason === 'missing' ? t('missingTitle') : t('notFoundTitle');
}

/**
 * The blog post error screen (spec §2, §8, §9): no slug given, or no published post under the slug
 * (404), or the legacy platform over its rate limit (429, "We're experiencing high traffic…", with a
 * link that asks again). The document declares its status (see HttpStatus).
 */
export async function PostUnavailable({ locale, reason, path }: { locale: Locale; reason: PostUnavailableReason; /** The post's path, asked again by "Try again". */ path?: string }) {
  const t = await getTranslations({ locale, namespace: 'BlogPostUnavailable' });
  const title = await postUnavailableTitle(locale, reason);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <HttpStatus code={reason === 'busy' ? 429 : 404} />
      <h1 className="text-title font-extrabold tracking-tight text-ink-950">{title}</h1>
      {reason === 'notFound' && <p className="mt-4 font-medium text-ink-800">{t('notFoundMessage')}</p>}
      <p className="mt-4 text-lg text-ink-600" role={reason === 'busy' ? 'alert' : undefined}>
        {reason === 'busy' ? t('busyMessage') : t('description')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reason === 'busy' && path && (
          // A plain link to this same page: asking again needs no script.
          <Link locale={locale} href={path} className="btn btn-primary">
            {t('tryAgain')}
          </Link>
        )}
        <Link locale={locale} href={pages.blog.path} className={reason === 'busy' ? 'btn btn-secondary' : 'btn btn-primary'}>
          {t('back')}
        </Link>
      </div>
    </section>
  );
}
