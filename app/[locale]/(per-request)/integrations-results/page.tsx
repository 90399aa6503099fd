import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntegrationsPage } from '@/components/integrations/IntegrationsPage';
import { parseDirectoryQuery } from '@/lib/features/content';
import { listIntegrationCategories } from '@/lib/features/integrations';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pages } from '@/lib/infra/routing/pages';
import { buildMetadata } from '@/lib/infra/seo/metadata';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The integrations directory searched or filtered (`?q=`, `?group=`, `?status=`): the proxy serves
// `/{locale}/integrations` with those parameters from here, rendered per request. Not indexed; its
// canonical is the whole directory.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Pages.integrations' });
  return buildMetadata({ locale, path: pages.integrations.path, title: t('title'), description: t('description'), index: false });
}

export default async function IntegrationsResults({ params, searchParams }: Props) {
  const [locale, query, categories] = await Promise.all([localeOf(params), searchParams, listIntegrationCategories()]);
  return (
    <PerRequestShell locale={locale} path={pages.integrations.path} searchParams={query}>
      <IntegrationsPage locale={locale} query={parseDirectoryQuery(query, categories.map((category) => category.slug))} />
    </PerRequestShell>
  );
}
