/** The dashboard's tables as CSV files (lib/infra/util/csv.ts defuses would-be formulas). */
import { csvDocument, type CsvCell } from '@/lib/infra/util/csv';
import { VITAL_NAMES } from './shared/events';
import type { CountryRow, DailyRow, DeviceRow, EventCountRow, FunnelRow, NotFoundRow, PageRow, SourceRow, VitalRow } from './store';

export type AnalyticsTable = 'daily' | 'pages' | 'sources' | 'countries' | 'devices' | 'funnel' | 'events' | 'vitals' | 'notFound';
export const ANALYTICS_TABLES: readonly AnalyticsTable[] = ['daily', 'pages', 'sources', 'countries', 'devices', 'funnel', 'events', 'vitals', 'notFound'];

export interface AnalyticsData {
  daily: DailyRow[];
  pages: PageRow[];
  sources: SourceRow[];
  countries: CountryRow[];
  devices: DeviceRow[];
  funnel: FunnelRow[];
  events: EventCountRow[];
  vitals: VitalRow[];
  notFound: NotFoundRow[];
}

/** Every table empty: the export route fills the one asked for. */
export const emptyAnalyticsData = (): AnalyticsData => ({ daily: [], pages: [], sources: [], countries: [], devices: [], funnel: [], events: [], vitals: [], notFound: [] });

export function analyticsCsv(table: AnalyticsTable, data: AnalyticsData): string {
  const round = (value: number | undefined, digits: number) => (value === undefined ? '' : Number(value.toFixed(digits)));
  const tables: Record<AnalyticsTable, () => [string[], CsvCell[][]]> = {
    daily: () => [['day', 'visitors', 'pageviews'], data.daily.map((row) => [row.day, row.visitors, row.pageviews])],
    pages: () => [['path', 'locale', 'visitors', 'pageviews'], data.pages.map((row) => [row.path, row.locale, row.visitors, row.pageviews])],
    sources: () => [['path', 'locale', 'source', 'visitors'], data.sources.map((row) => [row.path, row.locale, row.source || '(direct)', row.visitors])],
    countries: () => [['country', 'visitors', 'pageviews'], data.countries.map((row) => [row.country ?? '(unknown)', row.visitors, row.pageviews])],
    devices: () => [['device', 'visitors', 'pageviews'], data.devices.map((row) => [row.device ?? '(unknown)', row.visitors, row.pageviews])],
    funnel: () => [
      ['landing_page', 'locale', 'visitors', 'demo_opened', 'demo_sent', 'slot_booked'],
      data.funnel.map((row) => [row.path ?? '(all)', row.locale, row.visitors, row.opened, row.sent, row.booked]),
    ],
    events: () => [['event', 'events', 'visitors'], data.events.map((row) => [row.name, row.events, row.visitors])],
    vitals: () => [
      ['path', ...VITAL_NAMES.flatMap((name) => [`${name}_p75`, `${name}_samples`])],
      data.vitals.map((row) => [row.path, ...VITAL_NAMES.flatMap((name) => [round(row.p75[name], name === 'CLS' ? 3 : 0), row.samples[name] ?? 0])]),
    ],
    notFound: () => [['path', 'locale', 'visitors', 'hits', 'top_referrer'], data.notFound.map((row) => [row.path, row.locale, row.visitors, row.hits, row.referrer ?? '(direct)'])],
  };
  const [header, rows] = tables[table]();
  return csvDocument(header, rows);
}
