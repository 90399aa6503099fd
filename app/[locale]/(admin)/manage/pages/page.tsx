import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { Pager } from '@/components/admin/Pager';
import { PagesTable } from '@/components/admin/pages/PagesTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPages } from '@/lib/features/pages';
import { ADMIN_PAGE_SIZE, pageWithin, requestedPage } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/pages', 'pagesTitle');

/** The builder's pages, both languages and every state, a page at a time (`?page=`), and the way to a new one. */
export default async function ManagePagesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'pages', '/manage/pages');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { deleted, page } = await searchParams;
  // The list is bounded (MAX_PAGES, without blocks): one read, paged here.
  const all = await adminPages.list();
  const paging = pageWithin(requestedPage(page), all.length, ADMIN_PAGE_SIZE);
  const rows = all.slice(paging.offset, paging.offset + ADMIN_PAGE_SIZE);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('pagesTitle')}</AdminHeading>
        <Link locale={locale} href="/manage/pages/new" className="btn btn-primary">
          {t('pages.addNew')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('pages.lead')}</p>
      {deleted === '1' && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('pages.deleted')}
        </p>
      )}
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <PagesTable locale={locale} pages={rows} user={user} />
      </div>
      <Pager locale={locale} path="/manage/pages" page={paging.page} pageCount={paging.pageCount} pageSize={ADMIN_PAGE_SIZE} total={all.length} list={t('pagesTitle')} t={t} />
    </>
  );
}
