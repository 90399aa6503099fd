import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BulkConfirm } from '@/components/admin/lists/BulkConfirm';
import { bulkRequest } from '@/components/admin/lists/bulk-request';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { adminStories } from '@/lib/features/stories';
import { bulkStoriesAction } from '@/lib/features/stories/actions/bulk-stories';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/customers/bulk', 'storiesTitle');

/** A bulk action on customer stories, confirmed: the stories it would touch, counted and named, before anything changes. */
export default async function BulkStoriesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'stories', '/manage/customers/bulk');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const request = bulkRequest(await searchParams, parseSerialId, `/${locale}/manage/customers`, locale);
  // Authors never publish or unpublish: offered neither, refused here too.
  const op = user.role === 'author' && (request.op === 'publish' || request.op === 'unpublish') ? 'export' : request.op;
  const found = request.ids ? await adminStories.byIds(request.ids) : null;
  const items = found?.filter((story) => op === 'export' || mayEditEntry(user, story)).map((story) => ({ id: story.id, name: `${story.title} (${story.language.toUpperCase()})` })) ?? null;
  return <BulkConfirm locale={locale} op={op} items={items} counted={(count) => t('lists.items.stories', { count })} change={bulkStoriesAction} exportPath="/api/admin/stories/export" back={request.back} t={t} />;
}
