import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { AuthUser } from '@/lib/features/people';
import { translationIn, type PostTranslationStatus } from '@/lib/features/posts';
import type { PostStatus, PostSummary } from '@/lib/features/posts/shared/types';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import type { AdminTranslator } from '../admin-screen';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';
import { PostEditDelete } from './PostEditDelete.client';

/**
 * A page of the dashboard's posts: title and category, status, language, translation (`translations`:
 * those on other pages; `statuses`: out of date or not), date, and Edit/Delete where the account may.
 */
export function PostsTable({
  posts,
  translations = [],
  statuses,
  user,
  locale,
  t,
  select,
  sorts = {},
  empty,
}: {
  /** The bulk form the rows' boxes join (none: no boxes). */
  select?: string;
  /** The sortable columns' header links (`title`, `status`, `date`, `updated`). */
  sorts?: Partial<Record<'title' | 'status' | 'date' | 'updated', ColumnSort>>;
  /** What an empty list says (a search that matched nothing, or no posts yet). */
  empty?: string;
  posts: PostSummary[];
  translations?: readonly PostSummary[];
  statuses?: ReadonlyMap<number, PostTranslationStatus>;
  user: AuthUser;
  locale: Locale;
  t: AdminTranslator;
}) {
  const known = [...posts, ...translations];
  const columns: AdminColumn<PostSummary>[] = [
    ...(select ? [selectColumn<PostSummary>(select, (post) => post.id, (post) => post.title, t)] : []),
    { key: 'title', header: t('columns.title'), sort: sorts.title, cell: (post) => <PostTitle post={post} /> },
    { key: 'status', header: t('columns.status'), sort: sorts.status, cell: (post) => <PostStatusCell post={post} locale={locale} t={t} /> },
    { key: 'language', header: t('columns.language'), className: 'uppercase', cell: (post) => post.language },
    {
      key: 'translation',
      header: t('translation.column'),
      cell: (post) => <TranslationCell locale={locale} translation={translationIn(known, post)} outOfDate={statuses?.get(post.id)?.kind === 'out-of-date'} t={t} />,
    },
    { key: 'date', header: t('columns.date'), sort: sorts.date, className: 'whitespace-nowrap', cell: (post) => <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time> },
    ...(sorts.updated
      ? [{ key: 'updated', header: t('lists.updated'), sort: sorts.updated, className: 'whitespace-nowrap', cell: (post: PostSummary) => <time dateTime={post.updatedAt}>{formatLongDate(post.updatedAt.slice(0, 10), locale)}</time> }]
      : []),
    { key: 'actions', header: t('columns.actions'), cell: (post) => mayEditPost(user, post) && <PostEditDelete id={post.id} title={post.title} /> },
  ];
  return <AdminTable columns={columns} rows={posts} rowKey={(post) => post.id} empty={empty ?? t('noPosts')} className="min-w-[40rem]" />;
}

/** The title, linking to the public page in the post's language, over its category. */
function PostTitle({ post }: { post: PostSummary }) {
  return (
    <>
      <Link locale={post.language} href={`/blog/${post.slug}`} lang={post.language} className="font-semibold text-ink-950 underline-offset-4 hover:underline">
        {post.title}
      </Link>
      <span lang={post.language} className="block text-ink-600">
        {post.category}
      </span>
    </>
  );
}

const BADGE: Record<PostStatus, string> = {
  draft: 'bg-accent-100 text-accent-700',
  review: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-ink-100 text-ink-800',
  published: 'bg-brand-100 text-brand-800',
};

/** The workflow state as a badge; a scheduled post also says when it goes out. */
function PostStatusCell({ post, locale, t }: { post: PostSummary; locale: Locale; t: AdminTranslator }) {
  const label = { draft: t('statusDraft'), review: t('statusReview'), scheduled: t('statusScheduled'), published: t('statusPublished') }[post.status];
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${BADGE[post.status]}`}>{label}</span>
      {post.status === 'scheduled' && post.publishedAt && (
        <time dateTime={post.publishedAt} className="mt-1 block text-xs text-ink-600">
          {formatInstant(post.publishedAt, locale)}
        </time>
      )}
    </>
  );
}

/** A scheduled instant, in UTC (said so: the server does not know the reader's zone). */
function formatInstant(iso: string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/** The post's translation in the dashboard: a link to edit it (and that this post is behind it), or that there is none yet. */
function TranslationCell({ locale, translation, outOfDate, t }: { locale: Locale; translation?: PostSummary; outOfDate: boolean; t: AdminTranslator }) {
  if (!translation) return <span className="text-ink-600">{t('translation.missing')}</span>;
  return (
    <>
      <Link locale={locale} href={`/manage/posts/${translation.id}`} lang={translation.language} className="text-brand-800 underline-offset-4 hover:underline">
        <span className="font-bold">{translation.language.toUpperCase()}</span> {translation.title}
      </Link>
      {outOfDate && <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">{t('translation.outOfDateShort')}</span>}
    </>
  );
}
