import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { bulkPostsAction } from '@/lib/features/posts/actions/bulk-posts';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/posts/bulk', 'postsTitle');

/**
 * A bulk action's confirmation (`?op=&id=…`, or `all=1` and the page's ids): the posts it would
 * touch, counted, before anything changes. Posts the account may not change are left out here.
 */
export default async function BulkPostsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'posts', '/manage/posts/bulk');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/posts`, locale);
  // Authors never publish or unpublish: offered neither, refused here too.
  const op = user.role === 'author' && (request.op === 'publish' || request.op === 'unpublish') ? 'export' : request.op;
  const found = request.ids ? await adminPosts.byIds(request.ids) : null;
  const items = found?.filter((post) => op === 'export' ? user.role !== 'author' || post.ownerId === user.id : mayEditPost(user, post)).map((post) => ({ id: post.id, name: `${post.title} (${post.language.toUpperCase()})` })) ?? null;
  return (
    <BulkConfirm locale={locale} op={op} items={items} counted={(count) => t('lists.items.posts', { count })} change={bulkPostsAction} exportPath="/api/admin/posts/export" back={request.back} t={t} />
  );
}
