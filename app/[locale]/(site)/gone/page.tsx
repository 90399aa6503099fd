import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GoneScreen } from '@/components/page/GoneScreen';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { localeStaticParams } from '@/lib/infra/routing/static-params';
import { errorScreenMetadata } from '@/lib/infra/seo/metadata';

// A retired address (a deleted post, a 410 rule) is rewritten here by the proxy: status 410, the
// same page for every such address of a language, so it is built once.
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'Gone' }))('title'));
}

export default async function GonePage({ params }: LocaleParams) {
  return <GoneScreen locale={await localeOf(params)} />;
}
