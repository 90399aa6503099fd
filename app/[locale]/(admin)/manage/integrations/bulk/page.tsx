import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminIntegrations } from '@/lib/features/integrations';
import { bulkIntegrationsAction } from '@/lib/features/integrations/actions/bulk-integrations';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/integrations/bulk', 'integrationsTitle');

/** A bulk action on integrations, confirmed: the integrations it would touch, counted and named, before anything changes. */
export default async function BulkIntegrationsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'integrations', '/manage/integrations/bulk');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/integrations`, locale);
  const found = request.ids ? await adminIntegrations.byIds(request.ids) : null;
  const items = found?.map((integration) => ({ id: integration.id, name: integration.name })) ?? null;
  return <BulkConfirm locale={locale} op={request.op} items={items} counted={(count) => t('lists.items.integrations', { count })} change={bulkIntegrationsAction} exportPath="/api/admin/integrations/export" back={request.back} t={t} />;
}
