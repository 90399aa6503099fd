import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { ListedExperiment } from '@/lib/features/experiments';
import { pageSitePath, type PageSummary } from '@/lib/features/pages';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { targetText, type ExperimentMessages, type PageMessages } from './messages';

/** The experiments, newest first: name, page and language, what is tried, goal, status, visitors so far, start and stop. */
export async function ExperimentsTable({ locale, experiments, pages }: { locale: Locale; experiments: ListedExperiment[]; pages: ReadonlyMap<number, PageSummary> }) {
  const [t, p] = (await Promise.all([getTranslations({ locale, namespace: 'Admin.experiments' }), getTranslations({ locale, namespace: 'Admin.pages' })])) as unknown as [ExperimentMessages, PageMessages];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(locale);
  const columns: AdminColumn<ListedExperiment>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (experiment) => (
        <Link locale={locale} href={`/manage/experiments/${experiment.id}`} className="text-brand-800 underline-offset-4 hover:underline">
          {experiment.name}
        </Link>
      ),
    },
    {
      key: 'page',
      header: t('columns.page'),
      cell: (experiment) => {
        const page = pages.get(experiment.pageId);
        return page ? (
          <>
            {page.title} <span className="text-ink-600">({page.language.toUpperCase()})</span>
            <br />
            <code className="text-xs">{pageSitePath(page)}</code>
          </>
        ) : (
          '—'
        );
      },
    },
    { key: 'target', header: t('columns.target'), cell: (experiment) => targetText(t, p, experiment) },
    { key: 'goal', header: t('columns.goal'), cell: (experiment) => t(`goals.${experiment.goal}`) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (experiment) => (
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800" data-status={experiment.status}>
          {t(`status.${experiment.status}`)}
        </span>
      ),
    },
    { key: 'visitors', header: t('columns.visitors'), className: 'tabular-nums', cell: (experiment) => count.format(experiment.visitors) },
    { key: 'started', header: t('columns.started'), className: 'whitespace-nowrap', cell: (experiment) => (experiment.startedAt ? day.format(experiment.startedAt) : '—') },
    { key: 'stopped', header: t('columns.stopped'), className: 'whitespace-nowrap', cell: (experiment) => (experiment.stoppedAt ? day.format(experiment.stoppedAt) : '—') },
  ];
  return <AdminTable columns={columns} rows={experiments} caption={t('caption')} rowKey={(experiment) => experiment.id} empty={t('empty')} className="min-w-[52rem]" />;
}
