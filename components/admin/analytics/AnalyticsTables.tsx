import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/infra/routing/routing';
import {
  VITAL_GOOD,
  VITAL_NAMES,
  type AnalyticsTable,
  type CountryRow,
  type DailyRow,
  type DayRange,
  type DeviceRow,
  type EventCountRow,
  type FunnelRow,
  type Listed,
  type NotFoundRow,
  type PageRow,
  type SourceRow,
  type Totals,
  type VitalName,
  type VitalRow,
} from '@/lib/features/analytics';
import { AdminTable, type AdminColumn } from '../AdminTable';

type T = Awaited<ReturnType<typeof getTranslations<'Admin.analytics'>>>;

const figure = 'text-right tabular-nums';

function number(locale: Locale, value: number, digits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

function share(locale: Locale, part: number, whole: number): string {
  return whole > 0 ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole) : '—';
}

/** The visitors and page views of a row that carries both. */
function totalsColumns<Row extends Totals>(t: T, locale: Locale): AdminColumn<Row>[] {
  return [
    { key: 'visitors', header: t('visitors'), className: figure, cell: (row) => number(locale, row.visitors) },
    { key: 'pageviews', header: t('pageviews'), className: figure, cell: (row) => number(locale, row.pageviews) },
  ];
}

/** The dashboard's tables read a page at a time, and the query name of each one's page (`?pagesPage=2`). */
export const PAGED_TABLES = ['pages', 'sources', 'countries', 'funnel', 'vitals', 'notFound'] as const;
export type PagedTable = (typeof PAGED_TABLES)[number];
export const pageParam = (table: PagedTable) => `${table}Page`;

/** The total row of a table of visitors and page views: the range's (unique visitor-days, as the totals above count them). */
const totalRow = (t: T, locale: Locale, totals: Totals) => ({ label: t('totalRow'), cells: { visitors: number(locale, totals.visitors), pageviews: number(locale, totals.pageviews) } });

const language = (t: T, locale: string) => (locale === 'es' || locale === 'en' ? t(`languages.${locale}`) : locale);

/** A section of the dashboard: its heading, the CSV link of its table, what it shows (and `pager`: its pages, when it has several). */
export function Section({ id, title, csv, lead, pager, children }: { id: string; title: string; csv?: { href: string; label: string; text: string }; lead?: string; pager?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink-900">
          {title}
        </h2>
        {csv && (
          <a href={csv.href} className="btn btn-secondary" download aria-label={csv.label}>
            {csv.text}
          </a>
        )}
      </div>
      {lead && <p className="mt-1 max-w-3xl text-sm text-ink-600">{lead}</p>}
      <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">{children}</div>
      {pager}
    </section>
  );
}

/** The CSV link of one table, for the range shown. */
export const csvHref = (table: AnalyticsTable, range: DayRange) =>
  `/api/admin/analytics/export?${new URLSearchParams({ table, from: range.from, to: range.to, ...(range.path && { path: range.path }) })}`;

export async function DailyTable({ locale, rows, totals }: { locale: Locale; rows: DailyRow[]; totals: Totals }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const columns: AdminColumn<DailyRow>[] = [
    { key: 'day', header: t('day'), rowHeader: true, className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.day}>{row.day}</time> },
    ...totalsColumns<DailyRow>(t, locale),
  ];
  return <AdminTable columns={columns} rows={[...rows].reverse()} caption={t('dailyTable')} rowKey={(row) => row.day} dense total={totalRow(t, locale, totals)} />;
}

export async function PagesTable({ locale, listed, totals }: { locale: Locale; listed: Listed<PageRow>; totals: Totals }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const columns: AdminColumn<PageRow>[] = [
    { key: 'path', header: t('page'), rowHeader: true, className: 'font-mono text-xs break-all', cell: (row) => row.path },
    { key: 'locale', header: t('locale'), cell: (row) => language(t, row.locale) },
    ...totalsColumns<PageRow>(t, locale),
  ];
  return <AdminTable columns={columns} rows={listed.rows} caption={t('pages')} empty={t('empty')} rowKey={(row) => `${row.path} ${row.locale}`} dense total={totalRow(t, locale, totals)} />;
}

export async function SourcesTable({ locale, listed, totals }: { locale: Locale; listed: Listed<SourceRow>; totals: Totals }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const columns: AdminColumn<SourceRow>[] = [
    { key: 'source', header: t('source'), rowHeader: true, className: 'break-all', cell: (row) => row.source || t('direct') },
    { key: 'path', header: t('page'), className: 'font-mono text-xs break-all', cell: (row) => row.path },
    { key: 'locale', header: t('locale'), cell: (row) => language(t, row.locale) },
    { key: 'visitors', header: t('visitors'), className: figure, cell: (row) => number(locale, row.visitors) },
  ];
  return <AdminTable columns={columns} rows={listed.rows} caption={t('sources')} empty={t('empty')} rowKey={(row) => `${row.source} ${row.path} ${row.locale}`} dense total={totalRow(t, locale, totals)} />;
}

/** Visits per country, by its name in the admin's language (and its code). */
export async function CountriesTable({ locale, listed }: { locale: Locale; listed: Listed<CountryRow> }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const columns: AdminColumn<CountryRow>[] = [
    {
      key: 'country',
      header: t('country'),
      rowHeader: true,
      cell: (row) =>
        row.country === null ? (
          t('unknown')
        ) : (
          <>
            {names.of(row.country)} <span className="font-mono text-xs text-ink-600">{row.country}</span>
          </>
        ),
    },
    ...totalsColumns<CountryRow>(t, locale),
  ];
  return <AdminTable columns={columns} rows={listed.rows} caption={t('countries')} empty={t('empty')} rowKey={(row) => row.country ?? ''} dense total={totalRow(t, locale, listed.sums)} />;
}

/** Visits per device class (from the window's width). */
export async function DevicesTable({ locale, rows }: { locale: Locale; rows: DeviceRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const columns: AdminColumn<DeviceRow>[] = [
    { key: 'device', header: t('device'), rowHeader: true, cell: (row) => (row.device === null ? t('unknown') : t(`deviceNames.${row.device}`)) },
    ...totalsColumns<DeviceRow>(t, locale),
  ];
  const sums = rows.reduce((sum, row) => ({ visitors: sum.visitors + row.visitors, pageviews: sum.pageviews + row.pageviews }), { visitors: 0, pageviews: 0 });
  return <AdminTable columns={columns} rows={rows} caption={t('devices')} empty={t('empty')} rowKey={(row) => row.device ?? ''} dense total={totalRow(t, locale, sums)} />;
}

/** Addresses opened that are no page, most visitors first, with the site that linked to each most. */
export async function NotFoundTable({ locale, listed }: { locale: Locale; listed: Listed<NotFoundRow> }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const columns: AdminColumn<NotFoundRow>[] = [
    { key: 'path', header: t('missingPath'), rowHeader: true, className: 'font-mono text-xs break-all', cell: (row) => row.path },
    { key: 'locale', header: t('locale'), cell: (row) => language(t, row.locale) },
    { key: 'visitors', header: t('visitors'), className: figure, cell: (row) => number(locale, row.visitors) },
    { key: 'hits', header: t('hits'), className: figure, cell: (row) => number(locale, row.hits) },
    { key: 'referrer', header: t('topReferrer'), className: 'break-all', cell: (row) => row.referrer ?? t('direct') },
  ];
  // Hits add up; a visitor who tried two missing addresses counts in both rows, so the visitors are not added.
  const total = { label: t('totalRow'), cells: { hits: number(locale, listed.sums.pageviews) } };
  return <AdminTable columns={columns} rows={listed.rows} caption={t('notFound')} empty={t('empty')} rowKey={(row) => `${row.path} ${row.locale}`} dense total={total} />;
}

export async function FunnelTable({ locale, rows }: { locale: Locale; rows: FunnelRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const step = (key: 'opened' | 'sent' | 'booked'): AdminColumn<FunnelRow> => ({
    key,
    header: t(key),
    className: figure,
    cell: (row) => (
      <>
        <span data-testid={`funnel-${key}`}>{number(locale, row[key])}</span> <span className="text-ink-600">({share(locale, row[key], row.visitors)})</span>
      </>
    ),
  });
  const columns: AdminColumn<FunnelRow>[] = [
    { key: 'landing', header: t('landing'), rowHeader: true, className: 'break-all', cell: (row) => (row.path === null ? <strong>{t('allPages')}</strong> : <span className="font-mono text-xs">{row.path}</span>) },
    { key: 'locale', header: t('locale'), cell: (row) => language(t, row.locale) },
    { key: 'visitors', header: t('visitors'), className: figure, cell: (row) => number(locale, row.visitors) },
    step('opened'),
    step('sent'),
    step('booked'),
  ];
  return <AdminTable columns={columns} rows={rows} caption={t('funnel')} empty={t('empty')} rowKey={(row) => `${row.path ?? ''} ${row.locale}`} dense />;
}

/** Every event the site records, by its name in the admin's language (and its CSV name), with its counts. */
export async function EventsTable({ locale, rows }: { locale: Locale; rows: EventCountRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const columns: AdminColumn<EventCountRow>[] = [
    {
      key: 'name',
      header: t('event'),
      rowHeader: true,
      cell: (row) => (
        <>
          {t(`eventNames.${row.name}`)} <span className="block font-mono text-xs text-ink-600">{row.name}</span>
        </>
      ),
    },
    { key: 'events', header: t('eventCount'), className: figure, cell: (row) => <span data-testid="event-count">{number(locale, row.events)}</span> },
    { key: 'visitors', header: t('visitors'), className: figure, cell: (row) => number(locale, row.visitors) },
  ];
  const total = { label: t('totalRow'), cells: { events: number(locale, rows.reduce((sum, row) => sum + row.events, 0)) } };
  return <AdminTable columns={columns} rows={rows} caption={t('events')} rowKey={(row) => row.name} dense total={total} />;
}

function vitalText(locale: Locale, name: VitalName, value: number): string {
  if (name === 'CLS') return number(locale, value, 2);
  return value >= 1000 ? `${number(locale, value / 1000, 2)} s` : `${number(locale, Math.round(value))} ms`;
}

export async function VitalsTable({ locale, rows }: { locale: Locale; rows: VitalRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const metric = (name: VitalName): AdminColumn<VitalRow> => ({
    key: name,
    header: name,
    className: 'whitespace-nowrap',
    cell: (row) => {
      const value = row.p75[name];
      if (value === undefined) return '—';
      const good = value <= VITAL_GOOD[name];
      return (
        <>
          <span className="tabular-nums">{vitalText(locale, name, value)}</span>{' '}
          <span className={good ? 'rounded bg-green-50 px-1.5 text-green-800' : 'rounded bg-amber-50 px-1.5 text-amber-900'}>{good ? t('good') : t('needsWork')}</span>
          <span className="block text-xs text-ink-600">{t('samples', { count: row.samples[name] ?? 0 })}</span>
        </>
      );
    },
  });
  const columns: AdminColumn<VitalRow>[] = [{ key: 'path', header: t('page'), rowHeader: true, className: 'font-mono text-xs break-all', cell: (row) => row.path }, ...VITAL_NAMES.map(metric)];
  return <AdminTable columns={columns} rows={rows} caption={t('vitals')} empty={t('empty')} rowKey={(row) => row.path} dense />;
}
