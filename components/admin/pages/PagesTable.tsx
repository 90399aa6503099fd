import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { AuthUser } from '@/lib/features/people';
import { mayChangePage, pageSitePath, type PageSummary } from '@/lib/features/pages';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';
import { STATUS_LABEL } from '../editor-messages';

/** A page of builder pages, both languages: title, language, key or address, state, translation and the last change. */
export async function PagesTable({
  locale,
  pages,
  user,
  select,
  sorts = {},
  empty,
}: {
  locale: Locale;
  pages: PageSummary[];
  user: AuthUser;
  /** The bulk form the rows' boxes join (none: no boxes). */
  select?: string;
  /** The sortable columns' header links. */
  sorts?: Partial<Record<'title' | 'status' | 'updated', ColumnSort>>;
  /** What an empty list says (a search that matched nothing). */
  empty?: string;
}) {
  const [t, admin] = await Promise.all([getTranslations({ locale, namespace: 'Admin.pages' }), getTranslations({ locale, namespace: 'Admin' })]);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: AdminColumn<PageSummary>[] = [
    ...(select ? [selectColumn<PageSummary>(select, (page) => page.id, (page) => page.title, admin)] : []),
    {
      key: 'title',
      header: t('columns.title'),
      sort: sorts.title,
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (page) =>
        mayChangePage(user, page) ? (
          <Link locale={locale} href={`/manage/pages/${page.id}`} aria-label={t('editLabel', { title: page.title })} className="text-brand-800 underline-offset-4 hover:underline">
            <span lang={page.language}>{page.title}</span>
          </Link>
        ) : (
          <span lang={page.language}>{page.title}</span>
        ),
    },
    { key: 'language', header: t('columns.language'), cell: (page) => page.language.toUpperCase() },
    { key: 'address', header: t('columns.address'), cell: (page) => (page.key !== null ? t('siteKey', { key: page.key }) : <code>{pageSitePath(page)}</code>) },
    { key: 'status', header: t('columns.status'), sort: sorts.status, cell: (page) => admin(STATUS_LABEL[page.status]) + (page.publishedRevision !== null && page.status !== 'published' ? ` · ${t('stillLive')}` : '') },
    { key: 'translation', header: t('columns.translation'), cell: (page) => t(`translationStatus.${page.translationStatus}`) },
    { key: 'updated', header: t('columns.updated'), sort: sorts.updated, className: 'whitespace-nowrap', cell: (page) => `${day.format(new Date(page.updatedAt))} UTC` },
  ];
  return <AdminTable columns={columns} rows={pages} caption={t('caption')} rowKey={(page) => page.id} empty={empty ?? t('empty')} className="min-w-[48rem]" />;
}
