import type { ReactNode } from 'react';
import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { DeleteExperimentForm, PromoteWinnerForm, StartExperimentForm, StopExperimentForm } from '@/components/admin/experiments/ExperimentMoves.client';
import { ExperimentResults } from '@/components/admin/experiments/ExperimentResults';
import { problemText, targetText, variantName, type ExperimentMessages, type PageMessages } from '@/components/admin/experiments/messages';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { getDatabase } from '@/lib/infra/db';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';
import { pageTraffic, type AnalyticsEvent } from '@/lib/features/analytics';
import { experimentById, experimentResults, liveBlocksOf, sampleSizePerVariant, showsVariant, weeksToRun, type Experiment } from '@/lib/features/experiments';
import { EXPERIMENT_PROBLEMS, type ExperimentProblem } from '@/lib/features/experiments/shared/admin';
import { CONTROL } from '@/lib/features/experiments/shared/experiment';
import { adminPages, pageSitePath } from '@/lib/features/pages';
import type { Page, PageRefusal } from '@/lib/features/pages/shared/types';
import { PAGE_REFUSALS } from '@/lib/features/pages/shared/messages';
import { can } from '@/lib/features/people/shared/permissions';
import { parseSerialId } from '@/lib/infra/util/ids';
import { getTranslations } from 'next-intl/server';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/experiments', 'experiments.title');

/** The relative lift the sample-size estimate is for (docs/experiments.md, "Statistics"). */
const LIFT = 0.2;
/** The days of traffic the estimate reads. */
const TRAFFIC_DAYS = 28;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * One experiment: what it tries, on which page, its goal and split, when it ran; for a draft, the
 * way to its variants, how long it would need at today's traffic, start (admins) and delete; once
 * started, its results, and stop with a winner (admins).
 */
export default async function ExperimentPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'experiments', `/manage/experiments/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t: admin, user } = screen;
  const [t, p] = (await Promise.all([getTranslations({ locale, namespace: 'Admin.experiments' }), getTranslations({ locale, namespace: 'Admin.pages' })])) as unknown as [ExperimentMessages, PageMessages];
  const id = parseSerialId(rawId);
  const db = await getDatabase();
  const experiment = id ? await experimentById(db, id) : null;
  const page = experiment ? await adminPages.byId(experiment.pageId) : null;
  if (!experiment || !page) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{admin('experiments.title')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('notFound')}</p>
        <div className="mt-6">
          <BackLink locale={locale} href="/manage/experiments">
            {admin('experiments.title')}
          </BackLink>
        </div>
      </>
    );
  }
  const runs = can(user.role, 'experiments.run');
  const path = pageSitePath(page);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const when = (date: Date | null) => (date ? `${day.format(date)} UTC` : '—');
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const splitText = experiment.variants.map((variant) => `${variantName(t, variant.key)} ${share.format(variant.weight / total)}`).join(' · ');
  const { blocks: liveBlocks, live } = await liveBlocksOf(page);
  const winnerShown = experiment.status === 'stopped' && experiment.winner !== null && experiment.winner !== CONTROL ? showsVariant(liveBlocks, experiment, experiment.winner) : true;
  const [results, estimate] = await Promise.all([
    experiment.status === 'draft' ? null : experimentResults(db, experiment),
    experiment.status === 'draft' ? estimateText(t, locale, page, experiment) : null,
  ]);
  const query = await searchParams;
  const promotable = !winnerShown && experiment.winner !== null;
  const side = experiment.status !== 'stopped' || promotable;

  return (
    <>
      <BackLink locale={locale} href="/manage/experiments">
        {admin('experiments.title')}
      </BackLink>
      <div className="mt-6 space-y-2">
        <AdminHeading>{experiment.name}</AdminHeading>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
          <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-800" data-testid="experiment-status">
            {t(`status.${experiment.status}`)}
          </span>
          <span>
            {page.title} ({page.language.toUpperCase()}) · <code>{path}</code>
          </span>
        </p>
      </div>
      <Done t={t} locale={locale} query={query} />

      <div className={`mt-8 grid gap-8 ${side ? 'lg:grid-cols-[1fr_22rem]' : 'max-w-5xl'}`}>
        <div className="min-w-0 space-y-8">
          <Section id="experiment-summary" title={t('detail.summary')}>
            <dl className="space-y-3">
              <Fact label={t('detail.page')}>
                {page.title} ({page.language.toUpperCase()})
                {page.publishedRevision !== null && (
                  <>
                    {' · '}
                    <a href={path} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                      {t('detail.viewPage')}
                    </a>
                  </>
                )}
                {' · '}
                <Link locale={locale} href={`/manage/pages/${page.id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {t('detail.editPage')}
                </Link>
              </Fact>
              <Fact label={t('detail.target')}>{targetText(t, p, experiment)}</Fact>
              <Fact label={t('detail.goal')}>{t(`goals.${experiment.goal}`)}</Fact>
              <Fact label={t('detail.split')}>{splitText}</Fact>
              <Fact label={t('detail.started')}>{when(experiment.startedAt)}</Fact>
              <Fact label={t('detail.stopped')}>{when(experiment.stoppedAt)}</Fact>
              {experiment.status === 'stopped' && <Fact label={t('detail.winner')}>{experiment.winner === null ? t('stop.noWinner') : variantName(t, experiment.winner)}</Fact>}
            </dl>
            {!live && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('new.notLiveWarning')}</p>}
          </Section>

          {results && (
            <Section id="experiment-results" title={t('results.title')}>
              <ExperimentResults locale={locale} results={results} />
            </Section>
          )}

          {experiment.status === 'draft' && (
            <Section id="experiment-variants" title={t('detail.variants')}>
              <p className="text-ink-700">{t('detail.variantsLead', { count: experiment.variants.length - 1 })}</p>
              <Link locale={locale} href={`/manage/experiments/${experiment.id}/edit`} className="btn btn-primary mt-4">
                {t('detail.edit')}
              </Link>
            </Section>
          )}
        </div>

        <div className="space-y-8">
          {experiment.status === 'draft' && (
            <Section id="experiment-start" title={t('start.title')}>
              <p className="text-sm text-ink-700">{t('start.lead', { path, split: splitText })}</p>
              {estimate && (
                <p className="mt-3 text-sm text-ink-800" data-testid="experiment-estimate">
                  {estimate}
                </p>
              )}
              <div className="mt-4">
                {runs ? (
                  <StartExperimentForm id={experiment.id} version={experiment.version} />
                ) : (
                  <Reason button={t('start.button')} reason={t('start.adminsOnly')} id="start-reason" />
                )}
              </div>
            </Section>
          )}
          {experiment.status === 'running' && (
            <Section id="experiment-stop" title={t('stop.title')}>
              <p className="mb-4 text-sm text-ink-700">{t('stop.lead')}</p>
              {runs ? (
                <StopExperimentForm id={experiment.id} version={experiment.version} variants={experiment.variants.map((variant) => variant.key)} />
              ) : (
                <Reason button={t('stop.button')} reason={t('stop.adminsOnly')} id="stop-reason" />
              )}
            </Section>
          )}
          {promotable && experiment.winner && (
            <Section id="experiment-promote" title={t('promote.title')}>
              <p className="mb-4 text-sm text-ink-700">{t('promote.lead', { variant: variantName(t, experiment.winner) })}</p>
              {runs ? <PromoteWinnerForm id={experiment.id} winner={experiment.winner} /> : <Reason button={t('promote.button', { variant: variantName(t, experiment.winner) })} reason={t('promote.adminsOnly')} id="promote-reason" />}
            </Section>
          )}
          {experiment.status === 'draft' && (
            <section aria-label={t('delete.summary')} className="rounded-card border border-red-700/20 bg-white p-4 shadow-card sm:p-6">
              <DeleteExperimentForm id={experiment.id} version={experiment.version} />
            </section>
          )}
        </div>
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="font-semibold text-ink-800">{label}</dt>
      <dd className="text-ink-700">{children}</dd>
    </div>
  );
}

/** A move this account may not make: its button, disabled, and why. */
function Reason({ button, reason, id }: { button: string; reason: string; id: string }) {
  return (
    <div className="space-y-2">
      <button type="button" className="btn btn-primary" disabled aria-describedby={id}>
        {button}
      </button>
      <p id={id} className="text-sm text-ink-700">
        {reason}
      </p>
    </div>
  );
}

/** What the last move did (`?done=`, `?created=1`), from the address the action sent the browser to. */
function Done({ t, locale, query }: { t: ExperimentMessages; locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const done = one(query.done);
  const winner = one(query.winner)?.slice(0, 20) ?? null;
  let text: string | null = null;
  let problem = false;
  if (one(query.created) === '1') text = t('done.created');
  else if (done === 'started') text = t('done.started');
  else if (done === 'stopped') text = winner === CONTROL ? t('done.stoppedControl') : t('done.stoppedNone');
  else if (done === 'promoted' && winner) text = t('done.promoted', { variant: variantName(t, winner) });
  else if (done === 'not-promoted' && winner) {
    const asked = one(query.problem);
    const reason = one(query.reason);
    const found: ExperimentProblem = (EXPERIMENT_PROBLEMS as readonly string[]).includes(asked ?? '') ? (asked as ExperimentProblem) : 'failed';
    const pageReason = reason && Object.hasOwn(PAGE_REFUSALS, reason) ? (reason as PageRefusal) : undefined;
    text = t('done.notPromoted', { variant: variantName(t, winner), reason: problemText(t, locale, found, pageReason) });
    problem = true;
  }
  if (!text) return null;
  return (
    <p role={problem ? 'alert' : 'status'} className={`mt-6 max-w-3xl rounded-lg p-3 text-sm ${problem ? 'bg-amber-50 text-amber-950' : 'bg-brand-50 text-brand-900'}`}>
      {text}
    </p>
  );
}

/**
 * "At today's traffic, about N weeks to detect a +20% change": the page's visitors a week and the
 * goal's rate over the last 28 days (the first-party analytics), Fleiss' sample size per variant.
 */
async function estimateText(t: ExperimentMessages, locale: Locale, page: Page, experiment: Experiment): Promise<string> {
  const traffic = await pageTraffic(await getDatabase(), pageSitePath(page), experiment.goal as AnalyticsEvent, TRAFFIC_DAYS);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  if (traffic.visitors === 0) return t('estimate.noTraffic', { days: TRAFFIC_DAYS });
  const visitors = count.format(traffic.visitorsPerWeek);
  if (!traffic.rate) return t('estimate.noConversions', { days: TRAFFIC_DAYS, visitors, goal: t(`goals.${experiment.goal}`) });
  const perVariant = sampleSizePerVariant(traffic.rate, LIFT);
  const weeks = weeksToRun(traffic.visitorsPerWeek, experiment.variants.length, perVariant);
  if (!Number.isFinite(weeks)) return t('estimate.noConversions', { days: TRAFFIC_DAYS, visitors, goal: t(`goals.${experiment.goal}`) });
  return `${t('estimate.weeks', { weeks, perVariant: count.format(perVariant), visitors, rate: percent.format(traffic.rate), days: TRAFFIC_DAYS })} ${t('estimate.consentNote')}`;
}
