import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminResources } from '@/lib/features/resources';
import { bulkResourcesAction } from '@/lib/features/resources/actions/bulk-resources';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/resources/bulk', 'resourcesTitle');

/** A bulk action on resources, confirmed: the resources it would touch, counted and named, before anything changes. */
export default async function BulkResourcesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  // Everyone who may edit resources publishes them (editors publish directly): one permission guards every action.
  const screen = await guardAdminScreen(locale, 'resources', '/manage/resources/bulk');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/resources`, locale);
  const found = request.ids ? await adminResources.byIds(request.ids) : null;
  // A resource without its PDF is never published (the editor refuses it too): not named as if it would be.
  const items = found?.filter((resource) => request.op !== 'publish' || resource.fileSize !== null).map((resource) => ({ id: resource.id, name: `${resource.title} (${resource.language.toUpperCase()})` })) ?? null;
  return <BulkConfirm locale={locale} op={request.op} items={items} counted={(count) => t('lists.items.resources', { count })} change={bulkResourcesAction} exportPath="/api/admin/resources/export" back={request.back} t={t} />;
}
