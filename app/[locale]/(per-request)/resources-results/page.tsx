import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResourceLibrary, resourceTypeOf } from '@/components/resources/ResourceLibrary';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pages } from '@/lib/infra/routing/pages';
import { buildMetadata } from '@/lib/infra/seo/metadata';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The library filtered (`?type=`): the proxy serves `/{locale}/resources` with that parameter from
// here, per request. Not indexed; its canonical is the whole library.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Pages.resources' });
  return buildMetadata({ locale, path: pages.resources.path, title: t('title'), description: t('description'), index: false });
}

export default async function ResourcesResults({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  return (
    <PerRequestShell locale={locale} path={pages.resources.path} searchParams={query}>
      <ResourceLibrary locale={locale} type={resourceTypeOf(query)} />
    </PerRequestShell>
  );
}
