import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import type { AuthUser } from '@/lib/features/people';
import { translationIn } from '@/lib/features/posts';
import { adminStories } from '@/lib/features/stories';
import type { StorySummary } from '@/lib/features/stories/shared/types';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';
import { STATUS_LABEL } from '../editor-messages';

/** A page of stories, drafts included: title, customer, language, state, translation (`translations`: those on other pages) and the last change. */
export async function StoriesTable({
  locale,
  stories,
  translations = [],
  user,
  select,
  sorts = {},
  empty,
}: {
  locale: Locale;
  stories: StorySummary[];
  translations?: readonly StorySummary[];
  user: AuthUser;
  /** The bulk form the rows' boxes join (none: no boxes). */
  select?: string;
  /** The sortable columns' header links. */
  sorts?: Partial<Record<'title' | 'status' | 'updated', ColumnSort>>;
  /** What an empty list says (a search that matched nothing). */
  empty?: string;
}) {
  const [t, admin] = await Promise.all([getTranslations({ locale, namespace: 'Admin.stories' }), getTranslations({ locale, namespace: 'Admin' })]);
  const known = [...stories, ...translations];
  const statuses = await adminStories.translationStatuses(stories, known);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: AdminColumn<StorySummary>[] = [
    ...(select ? [selectColumn<StorySummary>(select, (story) => story.id, (story) => story.title, admin)] : []),
    {
      key: 'title',
      header: t('columns.title'),
      sort: sorts.title,
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (story) =>
        mayEditEntry(user, story) ? (
          <Link locale={locale} href={`/manage/customers/${story.id}`} aria-label={t('editLabel', { title: story.title })} className="text-brand-800 underline-offset-4 hover:underline">
            <span lang={story.language}>{story.title}</span>
          </Link>
        ) : (
          <span lang={story.language}>{story.title}</span>
        ),
    },
    { key: 'customer', header: t('columns.customer'), cell: (story) => <span lang={story.language}>{story.customer}</span> },
    { key: 'language', header: t('columns.language'), cell: (story) => story.language.toUpperCase() },
    { key: 'status', header: t('columns.status'), sort: sorts.status, cell: (story) => admin(STATUS_LABEL[story.status]) },
    {
      key: 'translation',
      header: t('columns.translation'),
      cell: (story) => {
        const other = translationIn(known, story);
        if (!other) return t('noTranslation');
        return statuses.get(story.id)?.kind === 'out-of-date' ? (
          <span>
            {other.language.toUpperCase()} <span className="font-semibold text-amber-800">({t('translation.outOfDateShort')})</span>
          </span>
        ) : (
          other.language.toUpperCase()
        );
      },
    },
    { key: 'updated', header: t('columns.updated'), sort: sorts.updated, className: 'whitespace-nowrap', cell: (story) => `${day.format(new Date(story.updatedAt))} UTC` },
    {
      key: 'view',
      header: t('columns.actions'),
      cell: (story) =>
        story.status === 'published' ? (
          <Link locale={story.language} href={`/customers/${story.slug}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('view')}
          </Link>
        ) : null,
    },
  ];
  return <AdminTable columns={columns} rows={stories} caption={t('caption')} rowKey={(story) => story.id} empty={empty ?? t('empty')} className="min-w-[48rem]" />;
}
