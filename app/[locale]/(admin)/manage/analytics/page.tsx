import { getTranslations } from 'next-intl/server';
import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { SetupHint } from '@/components/admin/SetupHint';
import { DailyChart } from '@/components/admin/analytics/DailyChart';
import { CountriesTable, csvHref, DailyTable, DevicesTable, EventsTable, FunnelTable, NotFoundTable, PagesTable, PAGED_TABLES, pageParam, Section, SourcesTable, VitalsTable, type PagedTable } from '@/components/admin/analytics/AnalyticsTables';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { analyticsStore, MAX_RANGE_DAYS, parseDayRange, parsePagePath, TABLE_PAGE_SIZE, type AnalyticsTable, type BudgetRefusals, type Listed } from '@/lib/features/analytics';
import { requestedPage } from '@/lib/infra/util/paging';
import { localeOf } from '@/lib/infra/routing/locale-params';

export const generateMetadata = adminScreenMetadata('/manage/analytics', 'analyticsTitle');

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 20) : undefined);

/** The days shown by name when the budget of events refused some; the rest are counted. */
const BUDGET_DAYS_SHOWN = 5;

/** First-party analytics for a range of UTC days (admins only): totals, days, pages, sources, countries, devices, the demo funnel, events, Web Vitals, addresses not found. */
export default async function AnalyticsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'analytics', '/manage/analytics');
  if (!screen.ok) return screen.denied;
  const query = await searchParams;
  const asked = typeof query.path === 'string' ? query.path : '';
  const path = parsePagePath(asked);
  const range = { ...parseDayRange(one(query.from), one(query.to)), path };
  const t = await getTranslations({ locale, namespace: 'Admin.analytics' });
  const store = analyticsStore();
  // Each long table is paged on its own (`?pagesPage=2`), the others' pages kept in its links.
  const asking = Object.fromEntries(PAGED_TABLES.map((table) => [table, requestedPage(query[pageParam(table)])])) as Record<PagedTable, number>;
  const [totals, daily, pages, sources, countries, devices, funnel, events, vitals, notFound, refusals] = await Promise.all([
    store.totals(range),
    store.daily(range),
    store.pages(range, asking.pages),
    store.sources(range, asking.sources),
    store.countries(range, asking.countries),
    store.devices(range),
    store.funnel(range, asking.funnel),
    store.events(range),
    store.vitals(range, asking.vitals),
    store.notFound(range, asking.notFound),
    store.refusals(range),
  ]);
  const shown: Record<PagedTable, Listed<unknown>> = { pages, sources, countries, funnel, vitals, notFound };
  const kept = { from: range.from, to: range.to, path: path ?? undefined, ...Object.fromEntries(PAGED_TABLES.map((table) => [pageParam(table), shown[table].page > 1 ? shown[table].page : undefined])) };
  const pager = (table: PagedTable, title: string, id: string) => (
    <Pager locale={locale} path="/manage/analytics" filters={kept} param={pageParam(table)} hash={`#${id}-title`} page={shown[table].page} pageCount={shown[table].pageCount} pageSize={TABLE_PAGE_SIZE} total={shown[table].total} list={title} t={screen.t} />
  );
  const csv = (table: AnalyticsTable, title: string) => ({ href: csvHref(table, range), label: t('csvOf', { table: title }), text: t('csv') });
  const time = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const budgetDay = (refusal: BudgetRefusals) => t('budgetDay', { day: refusal.day, first: time.format(refusal.first), last: time.format(refusal.last), refused: refusal.refused });
  return (
    <>
      <AdminHeading>{screen.t('analyticsTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('lead')}</p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card">
        <div>
          <label htmlFor="analytics-from" className="field-label">
            {t('from')}
          </label>
          <input id="analytics-from" name="from" type="date" defaultValue={range.from} className="field-control" />
        </div>
        <div>
          <label htmlFor="analytics-to" className="field-label">
            {t('to')}
          </label>
          <input id="analytics-to" name="to" type="date" defaultValue={range.to} className="field-control" />
        </div>
        <div className="min-w-64 grow sm:grow-0">
          <label htmlFor="analytics-path" className="field-label">
            {t('pageFilter')} <span className="font-normal text-ink-600">({t('optional')})</span>
          </label>
          <input id="analytics-path" name="path" type="text" inputMode="url" maxLength={200} placeholder="/en/blog" defaultValue={path ?? ''} aria-describedby="analytics-path-hint" className="field-control" />
          <p id="analytics-path-hint" className="mt-1 max-w-xs text-xs text-ink-600">
            {t('pageFilterHint')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('show')}
        </button>
      </form>
      {asked !== '' && !path && (
        <p role="status" className="mt-4 rounded-card bg-amber-50 p-4 text-amber-900">
          {t('pageFilterRefused')}
        </p>
      )}
      {range.corrected && (
        <p role="status" className="mt-4 rounded-card bg-amber-50 p-4 text-amber-900">
          {t('corrected', { from: range.from, to: range.to, max: MAX_RANGE_DAYS })}
        </p>
      )}
      {refusals.length > 0 && (
        <div role="status" data-testid="budget-note" className="mt-4 rounded-card bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{t('budgetTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {refusals.slice(0, BUDGET_DAYS_SHOWN).map((refusal) => (
              <li key={refusal.day}>{budgetDay(refusal)}</li>
            ))}
          </ul>
          {refusals.length > BUDGET_DAYS_SHOWN && <p className="mt-1">{t('budgetMore', { count: refusals.length - BUDGET_DAYS_SHOWN })}</p>}
        </div>
      )}

      <section aria-labelledby="totals-title" className="mt-10">
        <h2 id="totals-title" className="text-xl font-bold text-ink-900">
          {t('totals')} <span className="text-base font-normal text-ink-600">({t('range', { from: range.from, to: range.to })}{path && `, ${path}`})</span>
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
            <dt className="text-sm text-ink-600">
              {t('visitors')} <span className="block text-xs">{t('visitorsHint')}</span>
            </dt>
            <dd className="mt-1 text-3xl font-bold text-ink-900 tabular-nums" data-testid="total-visitors">
              {new Intl.NumberFormat(locale).format(totals.visitors)}
            </dd>
          </div>
          <div className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
            <dt className="text-sm text-ink-600">{t('pageviews')}</dt>
            <dd className="mt-1 text-3xl font-bold text-ink-900 tabular-nums" data-testid="total-pageviews">
              {new Intl.NumberFormat(locale).format(totals.pageviews)}
            </dd>
          </div>
        </dl>
      </section>

      <Section id="daily" title={t('daily')} csv={csv('daily', t('daily'))}>
        <div className="grid gap-6 p-5 lg:grid-cols-[2fr_1fr]">
          <DailyChart days={daily} label={t('dailyChart', { from: range.from, to: range.to })} />
          {/* Focusable: a keyboard can scroll the days (axe: scrollable-region-focusable). */}
          <div className="max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={t('dailyTable')}>
            <DailyTable locale={locale} rows={daily} totals={totals} />
          </div>
        </div>
      </Section>
      <Section id="pages" title={t('pages')} csv={csv('pages', t('pages'))} pager={pager('pages', t('pages'), 'pages')}>
        <PagesTable locale={locale} listed={pages} totals={totals} />
      </Section>
      <Section id="sources" title={t('sources')} csv={csv('sources', t('sources'))} pager={pager('sources', t('sources'), 'sources')}>
        <SourcesTable locale={locale} listed={sources} totals={totals} />
      </Section>
      <div className="grid gap-x-6 lg:grid-cols-2">
        <Section id="countries" title={t('countries')} lead={t('countriesLead')} csv={csv('countries', t('countries'))} pager={pager('countries', t('countries'), 'countries')}>
          <SetupHint show={screen.user.role === 'admin'} label={screen.t('setupHint')}>
            {t('countriesSetup')}
          </SetupHint>
          <CountriesTable locale={locale} listed={countries} />
        </Section>
        <Section id="devices" title={t('devices')} lead={t('devicesLead')} csv={csv('devices', t('devices'))}>
          <DevicesTable locale={locale} rows={devices} />
        </Section>
      </div>
      <Section id="funnel" title={t('funnel')} lead={t('funnelLead')} csv={csv('funnel', t('funnel'))} pager={pager('funnel', t('funnel'), 'funnel')}>
        <FunnelTable locale={locale} rows={funnel.rows} />
      </Section>
      <Section id="events" title={t('events')} lead={t('eventsLead')} csv={csv('events', t('events'))}>
        <EventsTable locale={locale} rows={events} />
      </Section>
      <Section id="vitals" title={t('vitals')} lead={t('vitalsLead')} csv={csv('vitals', t('vitals'))} pager={pager('vitals', t('vitals'), 'vitals')}>
        <VitalsTable locale={locale} rows={vitals.rows} />
      </Section>
      <Section id="not-found" title={t('notFound')} lead={t('notFoundLead')} csv={csv('notFound', t('notFound'))} pager={pager('notFound', t('notFound'), 'not-found')}>
        <NotFoundTable locale={locale} listed={notFound} />
      </Section>
    </>
  );
}
