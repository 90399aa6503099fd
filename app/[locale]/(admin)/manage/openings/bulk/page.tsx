import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminOpenings } from '@/lib/features/openings';
import { bulkOpeningsAction } from '@/lib/features/openings/actions/bulk-openings';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/openings/bulk', 'openingsTitle');

/** A bulk action on job openings, confirmed: the openings it would touch, counted and named, before anything changes. */
export default async function BulkOpeningsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'openings', '/manage/openings/bulk');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/openings`, locale);
  // An author never publishes or unpublishes: offered neither, refused here too.
  const op = user.role === 'author' && (request.op === 'publish' || request.op === 'unpublish') ? 'export' : request.op;
  const found = request.ids ? await adminOpenings.byIds(request.ids) : null;
  const items = found?.filter((opening) => op === 'export' || mayEditEntry(user, opening)).map((opening) => ({ id: opening.id, name: `${opening.title} (${opening.language.toUpperCase()})` })) ?? null;
  return <BulkConfirm locale={locale} op={op} items={items} counted={(count) => t('lists.items.openings', { count })} change={bulkOpeningsAction} exportPath="/api/admin/openings/export" back={request.back} t={t} />;
}
