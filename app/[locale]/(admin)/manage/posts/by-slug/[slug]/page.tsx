import type { Metadata } from 'next';
import { AdminHeading, adminTitle } from '@/components/page/AdminHeading';
import { localeOf } from '@/lib/i18n/locale-params';
import { buildMetadata } from '@/lib/seo/metadata';

type Params = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  return buildMetadata({ locale, path: '/manage/posts', title: await adminTitle(locale, 'editPostTitle'), description: '', index: false });
}

export default async function EditPostBySlugPage({ params }: Params) {
  return <AdminHeading>{await adminTitle(await localeOf(params), 'editPostTitle')}</AdminHeading>;
}
