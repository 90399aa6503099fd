import type { Metadata } from 'next';
import { EditPostScreen } from '@/components/admin/EditPostScreen';
import { adminTitle } from '@/components/page/AdminHeading';
import { localeOf } from '@/i18n/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { buildMetadata } from '@/lib/infra/seo/metadata';

type Params = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  return buildMetadata({ locale, path: '/manage/posts', title: await adminTitle(locale, 'editPostTitle'), description: '', index: false });
}

/** The legacy editor address, `/ManageBlogPost?slug=S` (the proxy sends it here). */
export default async function EditPostBySlugPage({ params }: Params) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const decoded = decodeURIComponent(slug).slice(0, 200);
  return <EditPostScreen locale={locale} next={`/${locale}/manage/posts/by-slug/${encodeURIComponent(decoded)}`} load={() => adminPosts.bySlug(decoded)} />;
}
