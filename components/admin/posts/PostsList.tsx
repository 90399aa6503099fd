import type { AdminTranslator } from '@/components/admin/admin-screen';
import { ListSearch } from '@/components/admin/ListSearch';
import { Pager } from '@/components/admin/Pager';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink, workflowChoices } from '@/components/admin/lists/list-links';
import { getPathname } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { peopleStore, type AuthUser } from '@/lib/features/people';
import { adminPosts } from '@/lib/features/posts';
import { POSTS_LIST } from '@/lib/features/posts/shared/list-spec';
import { POST_LANGUAGES, POST_STATUSES, type PostLanguage, type PostSort, type PostStatus } from '@/lib/features/posts/shared/types';
import { ADMIN_PAGE_SIZE } from '@/lib/infra/util/paging';
import { isFiltered, listFilters, parseListQuery, listAddress, queryString, type BulkAction } from '@/lib/infra/util/list-query';
import { PostsTable } from './PostsTable';

const BULK_FORM = 'posts-bulk';

/**
 * The posts, searched, filtered, sorted and a page at a time, all from the URL (plain GET forms and
 * links), with bulk actions: an author sees and deletes or exports only their own, never publishes.
 */
export async function PostsList({ locale, path, query: raw, user, t }: { locale: Locale; path: '/manage' | '/manage/posts'; query: Record<string, string | string[] | undefined>; user: AuthUser; t: AdminTranslator }) {
  const query = parseListQuery(raw, POSTS_LIST);
  const author = user.role === 'author';
  const [posts, categories, people] = await Promise.all([
    adminPosts.page({
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      // An author's list holds their own posts only, whatever the URL says.
      ownerId: author ? user.id : query.author,
      search: query.q,
      status: query.status as PostStatus | undefined,
      language: query.lang as PostLanguage | undefined,
      category: query.category,
      fromDay: query.from,
      toDay: query.to,
      sort: query.sort,
      dir: query.dir,
    }),
    adminPosts.categories(),
    author ? Promise.resolve([]) : peopleStore().list(),
  ]);
  const filters = listFilters(query, POSTS_LIST);
  const action = getPathname({ href: path, locale });
  const here = listAddress(action, filters, posts.page);
  const sort = (key: PostSort) => sortLink(action, filters, query, POSTS_LIST, key);
  const bulk: BulkAction[] = author ? ['delete', 'export'] : ['publish', 'unpublish', 'delete', 'export'];
  const counted = (count: number) => t('lists.items.posts', { count });
  const categoryNames = [...new Set([...categories.en, ...categories.es])].sort((a, b) => a.localeCompare(b, locale));
  // Categories are the posts' words: each in its language (the screen's when both use it).
  const categoryLanguage = (name: string) => (categories[locale].includes(name) ? locale : categories.en.includes(name) ? 'en' : 'es');
  return (
    <>
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="posts"
        labels={searchLabels(t, t('lists.search.words'))}
        q={query.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          ...workflowChoices({ t, query, statuses: POST_STATUSES, languages: POST_LANGUAGES, people: author ? undefined : people }),
          { name: 'category', label: t('columns.category'), any: t('lists.search.anyCategory'), value: query.category, options: categoryNames.map((name) => ({ value: name, label: name, lang: categoryLanguage(name) })) },
        ]}
        dates={{ from: query.from, to: query.to, fromLabel: t('lists.search.from'), toLabel: t('lists.search.to') }}
      />
      <section aria-labelledby="posts-title" className="mt-6 overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
        <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-ink-100 px-5 py-4">
          <h2 id="posts-title" className="text-lg font-bold text-ink-950">
            {t('postsTitle')}
          </h2>
          {posts.total > 0 && (
            <a href={`/api/admin/posts/export${queryString(filters)}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline" download>
              {t('lists.exportAll', { items: counted(posts.total) })}
            </a>
          )}
        </div>
        <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/posts/bulk', locale })} back={here} actions={bulk} pageIds={posts.rows.map((post) => post.id)} t={t} />
        <div className="overflow-x-auto">
          <PostsTable
            posts={posts.rows}
            translations={posts.translations}
            statuses={posts.statuses}
            user={user}
            locale={locale}
            t={t}
            select={BULK_FORM}
            sorts={{ title: sort('title'), status: sort('status'), date: sort('published'), updated: sort('updated') }}
            empty={isFiltered(query) ? t('lists.noMatch') : undefined}
          />
        </div>
      </section>
      <Pager locale={locale} path={path} filters={filters} page={posts.page} pageCount={posts.pageCount} pageSize={posts.pageSize} total={posts.total} list={t('postsTitle')} t={t} />
    </>
  );
}
