import { adminScreenMetadata } from '@/components/admin/admin-screen';
import { EditPostScreen } from '@/components/admin/posts/EditPostScreen';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPosts } from '@/lib/features/posts';

type Params = { params: Promise<{ locale: string; slug: string }> };

export const generateMetadata = adminScreenMetadata('/manage/posts', 'editPostTitle');

/** The legacy editor address, `/ManageBlogPost?slug=S` (the proxy sends it here). */
export default async function EditPostBySlugPage({ params }: Params) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const decoded = decodeURIComponent(slug).slice(0, 200);
  return <EditPostScreen locale={locale} path={`/manage/posts/by-slug/${encodeURIComponent(decoded)}`} load={() => adminPosts.bySlug(decoded)} />;
}
