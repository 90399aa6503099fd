import type { Metadata } from 'next';
import { PolicyDocument } from '@/components/policy/PolicyDocument';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { localeStaticParams } from '@/lib/infra/routing/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'privacyNotice');
}

export default async function PrivacyNoticePage({ params }: LocaleParams) {
  return <PolicyDocument locale={await localeOf(params)} policy="privacyNotice" />;
}
