import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPages, mayChangePage } from '@/lib/features/pages';
import { bulkPagesAction } from '@/lib/features/pages/actions/bulk-pages';
import { can } from '@/lib/features/people/shared/permissions';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/pages/bulk', 'pagesTitle');

/** A bulk action on builder pages, confirmed: the pages it would touch, counted and named, before anything changes. */
export default async function BulkPagesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'pages', '/manage/pages/bulk');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/pages`, locale);
  // Publishing and unpublishing need `pages.publish`: offered to no one else, refused here too.
  const op = !can(user.role, 'pages.publish') && (request.op === 'publish' || request.op === 'unpublish') ? 'export' : request.op;
  const found = request.ids ? await adminPages.byIds(request.ids) : null;
  // The site's own pages are never deleted (the service refuses them): not named as if they would be.
  const items = found?.filter((page) => op === 'export' || (mayChangePage(user, page) && !(op === 'delete' && page.key !== null))).map((page) => ({ id: page.id, name: `${page.title} (${page.language.toUpperCase()})` })) ?? null;
  return <BulkConfirm locale={locale} op={op} items={items} counted={(count) => t('lists.items.pages', { count })} change={bulkPagesAction} exportPath="/api/admin/pages/export" back={request.back} t={t} />;
}
