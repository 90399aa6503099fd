import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { getPublishedResource, resourcePath } from '@/lib/features/resources';
import { pages } from '@/lib/infra/routing/pages';
import { errorScreenMetadata } from '@/lib/infra/seo/metadata';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Where a download link that no longer works lands (the file route sends it here): 410 for an
// expired link, 404 for one never issued, both with the way to ask for a new link. Per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Resources' });
  return errorScreenMetadata(locale, (await searchParams).problem === 'expired' ? t('linkExpiredTitle') : t('linkUnknownTitle'));
}

export default async function ResourceLinkProblem({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const resource = isValidSlug(slug) ? await getPublishedResource(slug) : null;
  if (!resource || resource.language !== locale) return <NotFoundScreen locale={locale} />;
  const expired = (await searchParams).problem === 'expired';
  const t = await getTranslations({ locale, namespace: 'Resources' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <HttpStatus code={expired ? 410 : 404} />
      <p className="text-sm font-semibold tracking-widest text-brand-700">{expired ? 410 : 404}</p>
      <h1 className="mt-3 text-title font-extrabold tracking-tight text-ink-950">{expired ? t('linkExpiredTitle') : t('linkUnknownTitle')}</h1>
      <p className="mt-4 text-lg text-ink-600">{expired ? t('linkExpiredBody') : t('linkUnknownBody')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link locale={locale} href={resourcePath(resource)} className="btn btn-primary">
          {t('backToResource', { title: resource.title })}
        </Link>
        <Link locale={locale} href={pages.resources.path} className="btn btn-secondary">
          {t('backToLibrary')}
        </Link>
      </div>
    </section>
  );
}
