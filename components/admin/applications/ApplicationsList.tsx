import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable } from '@/components/admin/AdminTable';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { ApplicationFilters, ApplicationRow, AppliedOpening } from '@/lib/features/applications';
import { APPLICATION_STATUSES } from '@/lib/features/applications/shared/types';
import { FilterSelect } from '@/components/forms/FilterSelect';

/** The list's filters (opening, status) as a plain GET form: works without JavaScript, the URL says what is shown. */
export function ApplicationFilterForm({ locale, filters, openings, total, t }: { locale: Locale; filters: ApplicationFilters; openings: readonly AppliedOpening[]; total: number; t: AdminTranslator }) {
  const filtered = filters.openingId !== undefined || filters.status !== undefined;
  return (
    <form role="search" aria-label={t('applications.filterLabel')} method="get" action={`/${locale}/manage/applications`} className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card">
      <FilterSelect id="applications-opening" name="opening" label={t('applications.opening')} value={filters.openingId?.toString()} options={[['', t('applications.allOpenings')], ...openings.map((opening) => [String(opening.openingId), opening.title] as const)]} />
      <FilterSelect id="applications-status" name="status" label={t('applications.status')} value={filters.status} options={[['', t('applications.allStatuses')], ...APPLICATION_STATUSES.map((status) => [status, t(`applications.statuses.${status}`)] as const)]} />
      <button type="submit" className="btn btn-dark">
        {t('applications.filter')}
      </button>
      {filtered && (
        <a href={`/${locale}/manage/applications`} className="self-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('applications.showAll')}
        </a>
      )}
      <p className="ml-auto text-sm text-ink-600">{t('applications.total', { count: total })}</p>
    </form>
  );
}

/** One page of applications: when, who (to the detail), for which opening, in which language, where it stands. */
export function ApplicationsTable({ locale, rows, filtered, t }: { locale: Locale; rows: readonly ApplicationRow[]; filtered: boolean; t: AdminTranslator }) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <AdminTable
      rows={rows}
      rowKey={(row) => row.id}
      caption={t('applicationsTitle')}
      empty={filtered ? t('applications.noneMatch') : t('applications.empty')}
      dense
      className="min-w-[44rem]"
      columns={[
        { key: 'date', header: t('applications.received'), className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.createdAt.toISOString()}>{`${date.format(row.createdAt)} UTC`}</time> },
        {
          key: 'name',
          header: t('applications.name'),
          rowHeader: true,
          className: 'font-semibold',
          cell: (row) => (
            <Link locale={locale} href={`/manage/applications/${row.id}`} className="text-brand-800 underline-offset-4 hover:underline">
              {row.name}
            </Link>
          ),
        },
        { key: 'opening', header: t('applications.opening'), cell: (row) => row.openingTitle },
        { key: 'language', header: t('applications.language'), cell: (row) => t(`applications.languages.${row.language}`) },
        { key: 'status', header: t('applications.status'), cell: (row) => t(`applications.statuses.${row.status}`) },
      ]}
    />
  );
}
