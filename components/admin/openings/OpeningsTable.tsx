import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { AuthUser } from '@/lib/features/people';
import { translationIn } from '@/lib/features/posts';
import type { Opening } from '@/lib/features/openings/shared/types';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';
import { STATUS_LABEL } from '../editor-messages';

/** A page of openings, drafts and ended ones included: role, team, language, state, last day, translation (`translations`: those on other pages). */
export async function OpeningsTable({
  locale,
  openings,
  translations = [],
  user,
  now,
  select,
  sorts = {},
  empty,
}: {
  /** The bulk form the rows' boxes join (none: no boxes). */
  select?: string;
  locale: Locale;
  openings: Opening[];
  translations?: readonly Opening[];
  user: AuthUser;
  now: number;
  /** The sortable columns' header links. */
  sorts?: Partial<Record<'title' | 'team' | 'status' | 'validThrough', ColumnSort>>;
  /** What an empty list says (a search that matched nothing). */
  empty?: string;
}) {
  const [t, admin] = await Promise.all([getTranslations({ locale, namespace: 'Admin.openings' }), getTranslations({ locale, namespace: 'Admin' })]);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const ended = (opening: Opening) => new Date(opening.validThrough).getTime() <= now;
  const known = [...openings, ...translations];
  const columns: AdminColumn<Opening>[] = [
    ...(select ? [selectColumn<Opening>(select, (opening) => opening.id, (opening) => opening.title, admin)] : []),
    {
      key: 'title',
      header: t('columns.title'),
      sort: sorts.title,
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (opening) =>
        mayEditEntry(user, opening) ? (
          <Link locale={locale} href={`/manage/openings/${opening.id}`} aria-label={t('editLabel', { title: opening.title })} className="text-brand-800 underline-offset-4 hover:underline">
            <span lang={opening.language}>{opening.title}</span>
          </Link>
        ) : (
          <span lang={opening.language}>{opening.title}</span>
        ),
    },
    { key: 'team', header: t('columns.team'), sort: sorts.team, cell: (opening) => <span lang={opening.language}>{opening.team}</span> },
    { key: 'language', header: t('columns.language'), cell: (opening) => opening.language.toUpperCase() },
    { key: 'status', header: t('columns.status'), sort: sorts.status, cell: (opening) => admin(STATUS_LABEL[opening.status]) },
    {
      key: 'validThrough',
      header: t('columns.validThrough'),
      sort: sorts.validThrough,
      className: 'whitespace-nowrap',
      cell: (opening) => {
        const date = `${day.format(new Date(opening.validThrough))} UTC`;
        return ended(opening) ? t('expired', { date }) : date;
      },
    },
    { key: 'translation', header: t('columns.translation'), cell: (opening) => translationIn(known, opening)?.language.toUpperCase() ?? t('noTranslation') },
    {
      key: 'view',
      header: t('columns.actions'),
      cell: (opening) =>
        opening.status === 'published' && !ended(opening) ? (
          <Link locale={opening.language} href={`/careers/${opening.slug}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('view')}
          </Link>
        ) : null,
    },
  ];
  return <AdminTable columns={columns} rows={openings} caption={t('caption')} rowKey={(opening) => opening.id} empty={empty ?? t('empty')} className="min-w-[52rem]" />;
}
