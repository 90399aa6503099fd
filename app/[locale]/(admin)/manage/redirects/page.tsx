import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { Pager } from '@/components/admin/Pager';
import { ImportRedirectsForm } from '@/components/admin/redirects/ImportRedirectsForm.client';
import { IndexNowPanel } from '@/components/admin/redirects/IndexNowPanel';
import { RedirectForm } from '@/components/admin/redirects/RedirectForm.client';
import { RedirectSearch, redirectFilterOf } from '@/components/admin/redirects/RedirectSearch';
import { RedirectsTable } from '@/components/admin/redirects/RedirectsTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { indexNowAdminView } from '@/lib/features/indexnow';
import { redirectsAdminView } from '@/lib/features/redirects';
import { requestedPage } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/redirects', 'redirectsTitle');

const panel = 'mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card';
const heading = 'text-lg font-bold text-ink-950';

/** Redirects and retired addresses, a page at a time (`?page=`, `?q=`, `?status=`), with CSV import and export, and what search engines were told. */
export default async function RedirectsAdminPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'redirects', '/manage/redirects');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = await searchParams;
  const filter = redirectFilterOf(query);
  const [rules, indexNow] = await Promise.all([redirectsAdminView(filter, requestedPage(query.page)), indexNowAdminView()]);
  const filtered = filter.q !== undefined || filter.status !== undefined;
  return (
    <>
      <AdminHeading>{t('redirectsTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('redirects.lead')}</p>
      <section aria-labelledby="redirects-add" className={panel}>
        <h2 id="redirects-add" className={heading}>
          {t('redirects.addTitle')}
        </h2>
        <RedirectForm initial={{ status: '301' }} />
      </section>
      <section aria-labelledby="redirects-list" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="redirects-list" className={heading}>
            {t('redirects.listTitle', { count: rules.total })}
          </h2>
          <a href="/api/admin/redirects/export" className="font-semibold text-brand-800 underline-offset-4 hover:underline" download>
            {t('redirects.export')}
          </a>
        </div>
        <RedirectSearch locale={locale} filter={filter} t={t} />
        <RedirectsTable rules={rules.rows} t={t} empty={filtered ? t('redirects.search.none') : t('redirects.empty')} />
        <Pager locale={locale} path="/manage/redirects" filters={{ q: filter.q, status: filter.status }} page={rules.page} pageCount={rules.pageCount} pageSize={rules.pageSize} total={rules.total} list={t('redirects.listCaption')} t={t} />
      </section>
      <section aria-labelledby="redirects-import" className={panel}>
        <h2 id="redirects-import" className={heading}>
          {t('redirects.import.title')}
        </h2>
        <ImportRedirectsForm />
      </section>
      <IndexNowPanel view={indexNow} locale={locale} t={t} admin={screen.user.role === 'admin'} />
    </>
  );
}
