import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { errorScreenMetadata } from '@/lib/infra/seo/metadata';

// Any path under a locale that no route matches. Rendered per request (never cached: the URLs are
// arbitrary) and fully on the server, with status 404.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
}

export default async function UnknownPage({ params }: LocaleParams) {
  return <NotFoundScreen locale={await localeOf(params)} />;
}
