import type { Metadata } from 'next';
import { AdminHeading, adminTitle } from '@/components/page/AdminHeading';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { buildMetadata } from '@/lib/seo/metadata';
import { localeStaticParams } from '@/lib/i18n/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return buildMetadata({ locale, path: '/manage/posts/new', title: await adminTitle(locale, 'newPostTitle'), description: '', index: false });
}

export default async function NewPostPage({ params }: LocaleParams) {
  return <AdminHeading>{await adminTitle(await localeOf(params), 'newPostTitle')}</AdminHeading>;
}
