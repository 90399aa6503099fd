import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { breadcrumbList, type Crumb } from '@/lib/infra/seo/json-ld';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import { JsonLd } from './JsonLd';

/**
 * BreadcrumbList JSON-LD for a page: Home, then the given page keys, then optional last crumbs
 * (a blog post's title; an opening's title and its application form).
 */
export async function PageBreadcrumbs({
  locale,
  trail,
  last,
}: {
  locale: Locale;
  trail: PageKey[];
  last?: Crumb | readonly Crumb[];
}) {
  const t = await getTranslations({ locale, namespace: 'PageNames' });
  const crumbs: Crumb[] = [{ name: t('home'), path: '' }];
  for (const key of trail) if (key !== 'home') crumbs.push({ name: t(key), path: pages[key].path });
  if (last) crumbs.push(...(Array.isArray(last) ? last : [last as Crumb]));
  return <JsonLd data={breadcrumbList(locale, crumbs)} />;
}
