import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoriesHub } from '@/components/stories/StoriesHub';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { parseStoryQuery } from '@/lib/features/stories';
import { pages } from '@/lib/infra/routing/pages';
import { buildMetadata } from '@/lib/infra/seo/metadata';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The hub filtered (`?industry=`, `?platform=`, `?solution=`): the proxy serves `/{locale}/customers`
// with those parameters from here, per request. Not indexed; its canonical is the whole hub.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Pages.customers' });
  return buildMetadata({ locale, path: pages.customers.path, title: t('title'), description: t('description'), index: false });
}

export default async function CustomersResults({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  return (
    <PerRequestShell locale={locale} path={pages.customers.path} searchParams={query}>
      <StoriesHub locale={locale} query={parseStoryQuery(query)} />
    </PerRequestShell>
  );
}
