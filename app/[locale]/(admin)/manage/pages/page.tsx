import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ListSearch } from '@/components/admin/ListSearch';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink, workflowChoices } from '@/components/admin/lists/list-links';
import { Pager } from '@/components/admin/Pager';
import { PagesTable } from '@/components/admin/pages/PagesTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPages } from '@/lib/features/pages';
import { PAGES_LIST } from '@/lib/features/pages/shared/list-spec';
import type { PageSort } from '@/lib/features/pages/shared/types';
import { peopleStore } from '@/lib/features/people';
import { can } from '@/lib/features/people/shared/permissions';
import { CONTENT_LANGUAGES, CONTENT_STATUSES, type ContentLanguage, type ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { isFiltered, listFilters, parseListQuery, listAddress, type BulkAction } from '@/lib/infra/util/list-query';
import { ADMIN_PAGE_SIZE } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/pages', 'pagesTitle');

const BULK_FORM = 'pages-bulk';

/** The builder's pages, both languages and every state: searched, filtered, sorted and paged from the URL, with bulk actions, and the way to a new one. */
export default async function ManagePagesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'pages', '/manage/pages');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const raw = await searchParams;
  const query = parseListQuery(raw, PAGES_LIST);
  const author = user.role === 'author';
  const [pages, people] = await Promise.all([
    adminPages.page(query.page, ADMIN_PAGE_SIZE, {
      search: query.q,
      status: query.status as ContentStatus | undefined,
      language: query.lang as ContentLanguage | undefined,
      ownerId: query.author,
      sort: query.sort,
      dir: query.dir,
    }),
    author ? Promise.resolve([]) : peopleStore().list(),
  ]);
  const filters = listFilters(query, PAGES_LIST);
  const action = getPathname({ href: '/manage/pages', locale });
  const back = listAddress(action, filters, pages.page);
  const sort = (key: PageSort) => sortLink(action, filters, query, PAGES_LIST, key);
  const counted = (count: number) => t('lists.items.pages', { count });
  // Publishing and unpublishing are `pages.publish`'s: an author is offered neither.
  const bulk: BulkAction[] = can(user.role, 'pages.publish') ? ['publish', 'unpublish', 'delete', 'export'] : ['delete', 'export'];
  const { deleted } = raw;
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
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="pages"
        labels={searchLabels(t, t('lists.search.pageWords'))}
        q={query.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          ...workflowChoices({ t, query, statuses: CONTENT_STATUSES, languages: CONTENT_LANGUAGES, people: author ? undefined : people }),
        ]}
      />
      <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/pages/bulk', locale })} back={back} actions={bulk} pageIds={pages.rows.map((page) => page.id)} t={t} />
        <PagesTable
          locale={locale}
          pages={pages.rows}
          user={user}
          select={BULK_FORM}
          sorts={{ title: sort('title'), status: sort('status'), updated: sort('updated') }}
          empty={isFiltered(query) ? t('lists.noMatch') : undefined}
        />
      </div>
      <Pager locale={locale} path="/manage/pages" filters={filters} page={pages.page} pageCount={pages.pageCount} pageSize={pages.pageSize} total={pages.total} list={t('pagesTitle')} t={t} />
    </>
  );
}
