import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoiPage } from '@/components/roi/RoiPage';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { parseRoiQuery } from '@/lib/features/roi/shared/model';
import { pages } from '@/lib/infra/routing/pages';
import { buildMetadata } from '@/lib/infra/seo/metadata';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A shared or bookmarked estimate (`/{locale}/roi-calculator?orders=…`): the proxy serves it from
// here, rendered per request for visitors without JavaScript too. Not indexed; its canonical is the calculator.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Pages.roiCalculator' });
  return buildMetadata({ locale, path: pages.roiCalculator.path, title: t('title'), description: t('description'), index: false });
}

export default async function RoiCalculatorResults({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  return (
    <PerRequestShell locale={locale} path={pages.roiCalculator.path} searchParams={query}>
      <RoiPage locale={locale} query={parseRoiQuery(query, locale)} />
    </PerRequestShell>
  );
}
