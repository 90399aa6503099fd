import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ListSearch } from '@/components/admin/ListSearch';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink, workflowChoices } from '@/components/admin/lists/list-links';
import { Pager } from '@/components/admin/Pager';
import { StoriesTable } from '@/components/admin/stories/StoriesTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { peopleStore } from '@/lib/features/people';
import { CONTENT_LANGUAGES, CONTENT_STATUSES, type ContentLanguage, type ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { adminStories } from '@/lib/features/stories';
import { STORIES_LIST } from '@/lib/features/stories/shared/list-spec';
import type { StorySort } from '@/lib/features/stories/shared/types';
import { isFiltered, listFilters, parseListQuery, listAddress, type BulkAction } from '@/lib/infra/util/list-query';
import { ADMIN_PAGE_SIZE } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/customers', 'storiesTitle');

const BULK_FORM = 'stories-bulk';

/** The customer stories, both languages and every state: searched, filtered, sorted and paged from the URL, with bulk actions, and the way to a new one. */
export default async function ManageStoriesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'stories', '/manage/customers');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const raw = await searchParams;
  const query = parseListQuery(raw, STORIES_LIST);
  const author = user.role === 'author';
  const [stories, people] = await Promise.all([
    adminStories.page(query.page, ADMIN_PAGE_SIZE, {
      search: query.q,
      status: query.status as ContentStatus | undefined,
      language: query.lang as ContentLanguage | undefined,
      ownerId: query.author,
      sort: query.sort,
      dir: query.dir,
    }),
    author ? Promise.resolve([]) : peopleStore().list(),
  ]);
  const filters = listFilters(query, STORIES_LIST);
  const action = getPathname({ href: '/manage/customers', locale });
  const back = listAddress(action, filters, stories.page);
  const sort = (key: StorySort) => sortLink(action, filters, query, STORIES_LIST, key);
  const counted = (count: number) => t('lists.items.stories', { count });
  const bulk: BulkAction[] = author ? ['delete', 'export'] : ['publish', 'unpublish', 'delete', 'export'];
  const { deleted } = raw;
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
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="stories"
        labels={searchLabels(t, t('lists.search.storyWords'))}
        q={query.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          ...workflowChoices({ t, query, statuses: CONTENT_STATUSES, languages: CONTENT_LANGUAGES, people: author ? undefined : people }),
        ]}
      />
      <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/customers/bulk', locale })} back={back} actions={bulk} pageIds={stories.rows.map((story) => story.id)} t={t} />
        <StoriesTable
          locale={locale}
          stories={stories.rows}
          translations={stories.translations}
          user={user}
          select={BULK_FORM}
          sorts={{ title: sort('title'), status: sort('status'), updated: sort('updated') }}
          empty={isFiltered(query) ? t('lists.noMatch') : undefined}
        />
      </div>
      <Pager locale={locale} path="/manage/customers" filters={filters} page={stories.page} pageCount={stories.pageCount} pageSize={stories.pageSize} total={stories.total} list={t('storiesTitle')} t={t} />
    </>
  );
}
