import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { OpeningsTable } from '@/components/admin/openings/OpeningsTable';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminOpenings } from '@/lib/features/openings';
import { ADMIN_PAGE_SIZE, requestedPage } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/openings', 'openingsTitle');

/** The job openings, both languages and every state, a page at a time (`?page=`), and the way to a new one. */
export default async function ManageOpeningsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'openings', '/manage/openings');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { deleted, page } = await searchParams;
  const openings = await adminOpenings.page(requestedPage(page), ADMIN_PAGE_SIZE);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('openingsTitle')}</AdminHeading>
        <Link locale={locale} href="/manage/openings/new" className="btn btn-primary">
          {t('openings.addNew')}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('openings.lead')}</p>
      {deleted && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {deleted === '1' ? t('openings.deleted') : t('openings.notDeleted')}
        </p>
      )}
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        {/* eslint-disable-next-line react-hooks/purity -- an admin screen renders per request: "ended" is as of now */}
        <OpeningsTable locale={locale} openings={openings.rows} translations={openings.translations} user={user} now={Date.now()} />
      </div>
      <Pager locale={locale} path="/manage/openings" page={openings.page} pageCount={openings.pageCount} pageSize={openings.pageSize} total={openings.total} list={t('openingsTitle')} t={t} />
    </>
  );
}
