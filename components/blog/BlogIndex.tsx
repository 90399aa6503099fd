import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AddPostLink, PostCardAdminActions } from '@/components/admin/posts/AdminBlogControls.client';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { ReloadRateLimitBanner } from '@/components/feedback/ReloadRateLimitBanner.client';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { Icon } from '@/components/ui/icons';
import type { BlogFilters } from '@/lib/features/posts/shared/blog-filters';
import { getCategories, listPosts } from '@/lib/features/posts';
import type { CategoryCount, PostLanguage, PostPage } from '@/lib/features/posts/shared/types';
import { CategoriesBox } from './CategoriesBox';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { SearchBox } from './SearchBox.client';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type BlogT = Awaited<ReturnType<typeof getTranslations<'Blog'>>>;
type ClientMessages = AbstractIntlMessages;

/**
 * The blog list: heading, the filter in force and a way back, post cards, pagination, and the
 * sidebar (search, categories, RSS). `rateLimited`: the visitor is over the limit (429).
 */
export async function BlogIndex({
  locale,
  filters,
  rateLimited = false,
  onlyIn,
}: {
  locale: Locale;
  filters: BlogFilters;
  rateLimited?: boolean;
  /** The post the visitor switched language from exists in this language only (its page is `location`). */
  onlyIn?: { language: PostLanguage; location: string };
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  let posts: PostPage | null = null;
  let categories: CategoryCount[] | null = null;
  if (!rateLimited) [posts, categories] = await Promise.all([listPosts({ ...filters, language: locale }), getCategories(locale)]);
  if (posts && posts.total > 0 && filters.page > posts.totalPages) return <NotFoundScreen locale={locale} />;
  const clientMessages = await blogClientMessages(locale);

  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['blog']} />
      <BlogHero locale={locale} clientMessages={clientMessages} />
      <Container className="grid gap-10 pb-20 lg:grid-cols-[1fr_320px]">
        <BlogSidebar locale={locale} filters={filters} categories={categories} t={t} />
        <div className="lg:col-start-1 lg:row-start-1">
          {rateLimited && <RateLimitNotice locale={locale} />}
          {onlyIn && <OnlyInNotice onlyIn={onlyIn} t={t} />}
          {posts && <BlogPosts locale={locale} filters={filters} posts={posts} clientMessages={clientMessages} t={t} />}
        </div>
      </Container>
    </>
  );
}

/** The heading and lead, with 'Add New Post' for admins. */
async function BlogHero({ locale, clientMessages }: { locale: Locale; clientMessages: ClientMessages }) {
  const page = await getTranslations({ locale, namespace: 'Pages.blog' });
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-12 sm:py-16">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-display font-extrabold tracking-tight text-ink-950">{page('heading')}</h1>
          <NextIntlClientProvider locale={locale} messages={clientMessages}>
            <AddPostLink />
          </NextIntlClientProvider>
        </div>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">{page('lead')}</p>
      </Container>
    </section>
  );
}

/** Search, categories (folded on phones) and the feed; `categories` is null over the rate limit. */
function BlogSidebar({ locale, filters, categories, t }: { locale: Locale; filters: BlogFilters; categories: CategoryCount[] | null; t: BlogT }) {
  const categoryLabels = { title: t('categoriesTitle'), empty: t('noCategories'), loading: t('loading'), count: (count: number) => t('categoryCount', { count }) };
  return (
    // First in the document, so a phone reader meets search and categories before the posts; beside them from lg up.
    <aside className="space-y-6 lg:col-start-2 lg:row-start-1">
      <SearchBox action={localizedPath(locale, 'blog')} initialValue={filters.search} labels={searchLabels(t)} />
      {categories ? (
        <>
          {/* Phones: categories folded under the search box, above the posts; wide screens: the sidebar box. */}
          <details open={Boolean(filters.category)} className="group rounded-card border border-ink-100 bg-white shadow-card lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-bold text-ink-950 [&::-webkit-details-marker]:hidden">
              {t('categoriesTitle')}
              <Icon name="plus" className="size-5 text-ink-600 group-open:hidden" />
              <Icon name="minus" className="hidden size-5 text-ink-600 group-open:block" />
            </summary>
            <div className="border-t border-ink-100">
              <CategoriesBox locale={locale} categories={categories} current={filters.category} labels={categoryLabels} headingId="blog-categories-folded" folded />
            </div>
          </details>
          <div className="hidden lg:block">
            <CategoriesBox locale={locale} categories={categories} current={filters.category} labels={categoryLabels} headingId="blog-categories" />
          </div>
        </>
      ) : (
        <p className="rounded-card border border-ink-100 p-5 text-sm text-ink-600">{t('categoriesRateLimited')}</p>
      )}
      <a href={localizedPath(locale, '/feed.xml')} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4">
        <Icon name="rss" className="size-4" />
        {t('feed')}
      </a>
    </aside>
  );
}

function searchLabels(t: BlogT) {
  return {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    searchButton: t('searchButton'),
    searching: t('searching'),
    minChars: t('minChars'),
    // Templates the results fill in the browser: the placeholder goes through as its own text.
    noResults: t('noResults', { query: '{query}' }),
    viewAll: t('viewAll', { n: '{n}' }),
    resultsOne: t('resultsOne'),
    resultsOther: t('resultsOther'),
    rateLimited: t('searchRateLimited'),
    failed: t('searchFailed'),
  };
}

/** The 429 status and the banner that offers a reload once the limit has passed. */
async function RateLimitNotice({ locale }: { locale: Locale }) {
  const labels = await getTranslations({ locale, namespace: 'RateLimit' });
  return (
    <>
      <HttpStatus code={429} />
      <ReloadRateLimitBanner labels={{ title: labels('title'), message: labels('message'), retry: labels('retry'), retryIn: labels('retryIn') }} />
    </>
  );
}

/** After a language switch from a post that has no translation: where the post is. */
function OnlyInNotice({ onlyIn, t }: { onlyIn: { language: PostLanguage; location: string }; t: BlogT }) {
  return (
    <p role="status" className="mb-8 rounded-card border border-brand-200 bg-brand-50 px-5 py-4 text-ink-900">
      {t(`onlyIn.${onlyIn.language}`)}{' '}
      <a href={onlyIn.location} hrefLang={onlyIn.language} className="font-semibold text-brand-800 underline underline-offset-4">
        {t(`readIn.${onlyIn.language}`)}
      </a>
    </p>
  );
}

/** The filter in force with a way back, the cards (with admins' controls) or 'No blog posts found.', and pagination. */
function BlogPosts({
  locale,
  filters,
  posts,
  clientMessages,
  t,
}: {
  locale: Locale;
  filters: BlogFilters;
  posts: PostPage;
  clientMessages: ClientMessages;
  t: BlogT;
}) {
  return (
    <>
      {(filters.category || filters.search) && <FilterSummary locale={locale} filters={filters} total={posts.total} t={t} />}
      {posts.posts.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-200 p-10 text-center text-ink-600">{t('empty')}</p>
      ) : (
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <ul className="grid gap-6 sm:grid-cols-2">
            {posts.posts.map((post, index) => (
              <li key={post.id} className="flex flex-col">
                <PostCard post={post} locale={locale} labels={{ readTime: (minutes) => t('readTime', { minutes }) }} priority={index === 0} />
                <PostCardAdminActions id={post.id} title={post.title} />
              </li>
            ))}
          </ul>
        </NextIntlClientProvider>
      )}
      <Pagination
        locale={locale}
        filters={filters}
        totalPages={posts.totalPages}
        labels={{
          nav: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page: filters.page, total: posts.totalPages }),
          goToPage: (n) => t('goToPage', { page: n }),
          loading: t('loading'),
        }}
      />
    </>
  );
}

/** 'Category: …' and/or 'Search: …' with the count of matches, and 'Show all posts'. */
function FilterSummary({ locale, filters, total, t }: { locale: Locale; filters: BlogFilters; total: number; t: BlogT }) {
  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-card bg-ink-50 px-5 py-4" role="status">
      <p className="font-semibold text-ink-900">
        {filters.category && t('filterCategory', { category: filters.category })}
        {filters.category && filters.search && ' · '}
        {filters.search && t('filterSearch', { search: filters.search })}
        <span className="ml-2 font-normal text-ink-600">({t('resultsSummary', { count: total })})</span>
      </p>
      <Link locale={locale} href="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4">
        <Icon name="x" className="size-4" />
        {t('clearFilters')}
      </Link>
    </div>
  );
}

const ADMIN_CONTROL_KEYS = ['addNewPost', 'edit', 'editPost', 'delete', 'deletePost', 'deleteTitle', 'deleteConfirm', 'deleteFailed', 'deleting', 'cancel'];

/** The messages the list's client parts format: the admin controls (shown to admins only, decided in the browser) and their errors. */
async function blogClientMessages(locale: Locale): Promise<ClientMessages> {
  const messages = await getMessages({ locale });
  const admin = messages.Admin as Record<string, unknown>;
  return {
    Errors: messages.Errors,
    Forms: messages.Forms,
    RateLimit: messages.RateLimit,
    Admin: Object.fromEntries(ADMIN_CONTROL_KEYS.map((key) => [key, admin[key]])),
  } as ClientMessages;
}
