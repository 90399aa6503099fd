import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { Pager } from '@/components/admin/Pager';
import { StoriesTable } from '@/components/admin/stories/StoriesTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminStories } from '@/lib/features/stories';
import { ADMIN_PAGE_SIZE, requestedPage } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/customers', 'storiesTitle');

/** The customer stories, both languages and every state, a page at a time (`?page=`), and the way to a new one. */
export default async function ManageStoriesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'stories', '/manage/customers');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { deleted, page } = await searchParams;
  const stories = await adminStories.page(requestedPage(page), ADMIN_PAGE_SIZE);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('storiesTitle')}</AdminHeading>
        <Link locale={locale} href="/manage/customers/new" className="btn btn-primary">
          {t('stories.addNew')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('stories.lead')}</p>
      {deleted && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {deleted === '1' ? t('stories.deleted') : t('stories.notDeleted')}
        </p>
      )}
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <StoriesTable locale={locale} stories={stories.rows} translations={stories.translations} user={user} />
      </div>
      <Pager locale={locale} path="/manage/customers" page={stories.page} pageCount={stories.pageCount} pageSize={stories.pageSize} total={stories.total} list={t('storiesTitle')} t={t} />
    </>
  );
}
