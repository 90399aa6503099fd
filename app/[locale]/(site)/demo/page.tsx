import type { Metadata } from 'next';
import { SimplePage } from '@/components/page/SimplePage';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { localeStaticParams } from '@/lib/i18n/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'demo');
}

export default async function DemoPage({ params }: LocaleParams) {
  return <SimplePage locale={await localeOf(params)} page="demo" />;
}
