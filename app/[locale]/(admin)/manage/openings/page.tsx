import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { OpeningsTable } from '@/components/admin/openings/OpeningsTable';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminOpenings } from '@/lib/features/openings';
import { ADMIN_PAGE_SIZE } from '@/lib/infra/util/paging';
import { isFiltered, listFilters, parseListQuery, listAddress, queryString, type BulkAction } from '@/lib/infra/util/list-query';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { OPENINGS_LIST, type OpeningListSort } from '@/lib/features/openings/shared/list-spec';
import { CONTENT_LANGUAGES, CONTENT_STATUSES, type ContentLanguage, type ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { ListSearch } from '@/components/admin/ListSearch';
import { searchLabels, sortLink, workflowChoices } from '@/components/admin/lists/list-links';

export const generateMetadata = adminScreenMetadata('/manage/openings', 'openingsTitle');

/** The job openings, both languages and every state: searched (title, team), filtered, sorted and paged from the URL, and the way to a new one. */
export default async function ManageOpeningsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'openings', '/manage/openings');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const raw = await searchParams;
  const { deleted } = raw;
  const query = parseListQuery(raw, OPENINGS_LIST);
  const openings = await adminOpenings.page(query.page, ADMIN_PAGE_SIZE, { search: query.q, status: query.status as ContentStatus | undefined, language: query.lang as ContentLanguage | undefined, sort: query.sort, dir: query.dir });
  const filters = listFilters(query, OPENINGS_LIST);
  const action = getPathname({ href: '/manage/openings', locale });
  const sort = (key: OpeningListSort) => sortLink(action, filters, query, OPENINGS_LIST, key);
  const back = listAddress(action, filters, openings.page);
  // Authors never publish or unpublish.
  const bulk: BulkAction[] = user.role === 'author' ? ['delete', 'export'] : ['publish', 'unpublish', 'delete', 'export'];
  const counted = (count: number) => t('lists.items.openings', { count });
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
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="openings"
        labels={searchLabels(t, t('lists.search.openingWords'))}
        q={query.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          ...workflowChoices({ t, query, statuses: CONTENT_STATUSES, languages: CONTENT_LANGUAGES }),
        ]}
      />
      {openings.total > 0 && (
        <p className="mt-4 text-end">
          <a href={`/api/admin/openings/export${queryString(filters)}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline" download>
            {t('lists.exportAll', { items: counted(openings.total) })}
          </a>
        </p>
      )}
      <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <BulkBar id="openings-bulk" confirmPath={getPathname({ href: '/manage/openings/bulk', locale })} back={back} actions={bulk} pageIds={openings.rows.map((opening) => opening.id)} t={t} />
        {/* eslint-disable-next-line react-hooks/purity -- an admin screen renders per request: "ended" is as of now */}
        <OpeningsTable locale={locale} openings={openings.rows} translations={openings.translations} user={user} now={Date.now()} select="openings-bulk" sorts={{ title: sort('title'), team: sort('team'), status: sort('status'), validThrough: sort('validThrough') }} empty={isFiltered(query) ? t('lists.noMatch') : undefined} />
      </div>
      <Pager locale={locale} path="/manage/openings" filters={filters} page={openings.page} pageCount={openings.pageCount} pageSize={openings.pageSize} total={openings.total} list={t('openingsTitle')} t={t} />
    </>
  );
}
