import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { newsletterSubscribersByIds } from '@/lib/features/newsletter';
import { bulkSubscribersAction } from '@/lib/features/newsletter/actions/bulk-subscribers';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/newsletter/bulk', 'newsletterTitle');

/** A bulk action on newsletter subscribers (admins only), confirmed: the addresses it would touch, counted and named, before anything changes. */
export default async function BulkSubscribersPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'newsletter', '/manage/newsletter/bulk');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/newsletter`, locale);
  // Subscribers are deleted or exported, never published.
  const op = request.op === 'delete' ? 'delete' : 'export';
  const found = request.ids ? await newsletterSubscribersByIds(request.ids) : null;
  const items = found?.map((row) => ({ id: row.id, name: row.email })) ?? null;
  return <BulkConfirm locale={locale} op={op} items={items} counted={(count) => t('lists.items.subscribers', { count })} change={bulkSubscribersAction} exportPath="/api/admin/newsletter/export" back={request.back} t={t} />;
}
