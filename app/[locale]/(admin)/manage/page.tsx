import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { localeStaticParams } from '@/lib/i18n/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'manage');
}

export default async function ManagePage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Pages.manage' });
  return (
    <>
      <AdminHeading>{t('heading')}</AdminHeading>
      <p className="mt-2 text-ink-600">{t('lead')}</p>
    </>
  );
}
