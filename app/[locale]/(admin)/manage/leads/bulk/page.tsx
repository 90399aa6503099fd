import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { leadStore } from '@/lib/features/leads';
import { bulkLeadsAction } from '@/lib/features/leads/actions/bulk-leads';
import { MAX_BULK_IDS } from '@/lib/infra/util/list-query';
import { parseUuid } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/leads/bulk', 'leadsTitle');

/** The inbox's bulk delete or export, confirmed: the leads selected, counted and named, before anything happens. */
export default async function BulkLeadsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'leads', '/manage/leads/bulk');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const request = bulkRequest(await searchParams, parseUuid, `/${locale}/manage/leads`, locale);
  // The inbox deletes and exports; nothing there is published.
  const op = request.op === 'delete' ? 'delete' : 'export';
  const found = request.ids && request.ids.length > 0 ? await leadStore().list({ ids: request.ids, limit: MAX_BULK_IDS }) : null;
  const items = request.ids === null ? null : (found?.leads.map((lead) => ({ id: lead.id, name: `${lead.firstName} ${lead.lastName} <${lead.email}>` })) ?? []);
  return <BulkConfirm locale={locale} op={op} items={items} counted={(count) => t('lists.items.leads', { count })} change={bulkLeadsAction} exportPath="/api/admin/leads/export" back={request.back} t={t} />;
}
