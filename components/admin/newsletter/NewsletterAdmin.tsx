import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable, type ColumnSort } from '@/components/admin/AdminTable';
import { selectColumn } from '@/components/admin/lists/BulkBar';
import type { DigestDraft, IssueLanguage, SubscriberCounts } from '@/lib/features/newsletter';
import { cancelDigestScheduleAction } from '@/lib/features/newsletter/actions/cancel-digest-schedule';
import { scheduleDigestAction } from '@/lib/features/newsletter/actions/schedule-digest';
import { sendDigestAction } from '@/lib/features/newsletter/actions/send-digest';
import { sendDigestTestAction } from '@/lib/features/newsletter/actions/send-digest-test';
import type { NewsletterDigestRow, NewsletterSubscriberRow } from '@/lib/features/newsletter';

type Subscriber = Pick<NewsletterSubscriberRow, 'id' | 'email' | 'locale' | 'status' | 'requestedAt' | 'confirmedAt' | 'unsubscribedAt'>;
const LANGUAGES = ['en', 'es'] as const;
const stamp = (at: Date | null, locale: string) => (at ? new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC' : '—');

/** Subscribers per language and state. */
export function SubscriberCountsTable({ counts, t }: { counts: SubscriberCounts; t: AdminTranslator }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable
        rows={LANGUAGES}
        caption={t('newsletter.countsCaption')}
        columns={[
          { key: 'language', header: t('newsletter.language'), rowHeader: true, cell: (language) => t(`newsletter.languages.${language}`) },
          { key: 'confirmed', header: t('newsletter.statuses.confirmed'), className: 'tabular-nums', cell: (language) => counts[language].confirmed },
          { key: 'pending', header: t('newsletter.statuses.pending'), className: 'tabular-nums', cell: (language) => counts[language].pending },
          { key: 'unsubscribed', header: t('newsletter.statuses.unsubscribed'), className: 'tabular-nums', cell: (language) => counts[language].unsubscribed },
        ]}
      />
    </div>
  );
}

/** One page of subscribers; with `select`, each row's box joins that bulk form; `sorts`: the sortable headers' links. */
export function SubscribersTable({
  rows,
  locale,
  t,
  select,
  sorts = {},
  empty,
}: {
  rows: readonly Subscriber[];
  locale: string;
  t: AdminTranslator;
  select?: string;
  sorts?: Partial<Record<'email' | 'requested', ColumnSort>>;
  /** What an empty list says (a search that matched nothing). */
  empty?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <AdminTable
        rows={rows}
        rowKey={(row) => row.id}
        caption={t('newsletter.subscribersCaption')}
        empty={empty ?? t('newsletter.empty')}
        dense
        className="min-w-[48rem]"
        columns={[
          ...(select ? [selectColumn<Subscriber>(select, (row) => row.id, (row) => row.email, t)] : []),
          { key: 'email', header: t('newsletter.email'), sort: sorts.email, rowHeader: true, className: 'break-all', cell: (row) => row.email },
          { key: 'language', header: t('newsletter.language'), cell: (row) => t(`newsletter.languages.${row.locale}`) },
          { key: 'status', header: t('newsletter.status'), cell: (row) => t(`newsletter.statuses.${row.status}`) },
          { key: 'requested', header: t('newsletter.requestedAt'), sort: sorts.requested, cell: (row) => stamp(row.requestedAt, locale) },
          { key: 'confirmed', header: t('newsletter.confirmedAt'), cell: (row) => stamp(row.confirmedAt, locale) },
          { key: 'unsubscribed', header: t('newsletter.unsubscribedAt'), cell: (row) => stamp(row.unsubscribedAt, locale) },
        ]}
      />
    </div>
  );
}

/** One language of the next issue as subscribers will read it: subject, preheader, the HTML in a sandboxed frame, and a test to oneself. */
export function IssuePreview({ issue, locale, email, t }: { issue: IssueLanguage; locale: string; email: string; t: AdminTranslator }) {
  const id = `digest-${issue.locale}`;
  const language = t(`newsletter.languageWords.${issue.locale}`);
  return (
    <section aria-labelledby={id} className="mt-6 rounded-card border border-ink-100 bg-white p-6 shadow-card" data-digest={issue.locale}>
      <h3 id={id} className="text-base font-bold text-ink-950">
        {t('newsletter.digestFor', { language })}
      </h3>
      {issue.mail === null ? (
        <p className="mt-2 text-ink-700">{t('newsletter.nothingToSend')}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-700">{t('newsletter.digestSummary', { posts: issue.posts.length, recipients: issue.recipients })}</p>
          <dl className="mt-4 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" lang={issue.locale}>
            <dt className="font-semibold text-ink-900">{t('newsletter.subject')}</dt>
            <dd data-preview-subject>{issue.mail.subject}</dd>
            <dt className="font-semibold text-ink-900">{t('newsletter.preheader')}</dt>
            <dd data-preview-preheader>{issue.mail.preheader}</dd>
          </dl>
          {/* The mail's own HTML, in a frame with every permission withheld (no script, no navigation). */}
          <iframe title={t('newsletter.previewFrame', { language })} srcDoc={issue.mail.html} sandbox="" className="mt-4 h-[36rem] w-full rounded-lg border border-ink-200 bg-ink-50" data-preview-html />
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('newsletter.textVersion')}</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-lg bg-ink-50 p-4 font-sans text-sm text-ink-800" lang={issue.locale} data-preview-body>
              {issue.mail.text}
            </pre>
          </details>
          <form action={sendDigestTestAction} className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="language" value={issue.locale} />
            <button type="submit" className="btn btn-secondary">
              {t('newsletter.test.button', { language })}
            </button>
            <span className="text-sm text-ink-600">{t('newsletter.test.hint', { email })}</span>
          </form>
        </>
      )}
    </section>
  );
}

const utc = (at: Date, locale: string) => new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';
/** A `datetime-local` value in UTC, to the minute. */
const localInput = (at: Date) => at.toISOString().slice(0, 16);

/**
 * Sending and scheduling the next issue (admins): the recipients' count, "Send now…" leading to a
 * confirmation that names it, a future instant (UTC) to schedule it for, or the standing schedule
 * and its cancel button. Works without JavaScript: the confirmation is a page state (`?confirm=send`).
 */
export function SendIssuePanel({ draft, issue, confirming, locale, t }: { draft: DigestDraft; issue: readonly IssueLanguage[]; confirming: boolean; locale: string; t: AdminTranslator }) {
  const recipients = issue.reduce((sum, one) => sum + one.recipients, 0);
  const perLanguage = issue.map((one) => t('newsletter.send.perLanguage', { language: t(`newsletter.languages.${one.locale}`), recipients: one.recipients })).join(' · ');
  const hasPosts = issue.some((one) => one.posts.length > 0);
  const now = new Date();
  return (
    <section aria-labelledby="digest-send" className="mt-6 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h3 id="digest-send" className="text-base font-bold text-ink-950">
        {t('newsletter.send.title')}
      </h3>
      {!hasPosts ? (
        <p className="mt-2 text-ink-700">{t('newsletter.send.nothing')}</p>
      ) : (
        <p className="mt-2 text-ink-700">
          {t('newsletter.send.summary', { recipients })} <span className="text-ink-600">({perLanguage})</span>
        </p>
      )}
      {draft.scheduledAt && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3">
          <p className="font-medium text-brand-900" data-digest-schedule>
            {t('newsletter.send.scheduledFor', { at: utc(draft.scheduledAt, locale), by: draft.scheduledByEmail ?? '—' })}
          </p>
          <form action={cancelDigestScheduleAction}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="btn btn-secondary">
              {t('newsletter.send.cancelSchedule')}
            </button>
          </form>
        </div>
      )}
      {hasPosts && recipients > 0 && confirming && (
        <div role="group" aria-labelledby="digest-confirm" className="mt-4 rounded-lg border-2 border-brand-700 p-4">
          <p id="digest-confirm" className="text-lg font-bold text-ink-950">
            {t('newsletter.send.confirmQuestion', { recipients })}
          </p>
          <p className="mt-1 text-ink-700">{t('newsletter.send.confirmLead')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <form action={sendDigestAction}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="version" value={draft.version} />
              <input type="hidden" name="posts" value={issue.map((one) => `${one.locale}:${one.posts.map((post) => post.id).join(',')}`).join('|')} />
              <button type="submit" className="btn btn-primary">
                {t('newsletter.send.confirmButton', { recipients })}
              </button>
            </form>
            <a href={`/${locale}/manage/newsletter`} className="btn btn-secondary">
              {t('newsletter.send.back')}
            </a>
          </div>
        </div>
      )}
      {hasPosts && recipients > 0 && !confirming && (
        <div className="mt-4 flex flex-wrap items-end gap-6">
          <a href={`/${locale}/manage/newsletter?confirm=send#digest-send`} className="btn btn-primary">
            {t('newsletter.send.now')}
          </a>
          <form action={scheduleDigestAction} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="version" value={draft.version} />
            <label className="block">
              <span className="field-label">{t('newsletter.send.at')}</span>
              <input type="datetime-local" name="at" required min={localInput(now)} defaultValue={localInput(draft.scheduledAt ?? new Date(now.getTime() + 86_400_000))} className="field-control" />
            </label>
            <button type="submit" className="btn btn-secondary">
              {draft.scheduledAt ? t('newsletter.send.reschedule') : t('newsletter.send.schedule')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}

/** The latest digests: language, who sent it, when, which posts, how many mails were queued. */
export function DigestsTable({ digests, locale, t }: { digests: readonly NewsletterDigestRow[]; locale: string; t: AdminTranslator }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable
        rows={digests}
        rowKey={(row) => row.id}
        caption={t('newsletter.digestsCaption')}
        empty={t('newsletter.noDigests')}
        dense
        className="min-w-[48rem]"
        columns={[
          { key: 'at', header: t('newsletter.sentAt'), rowHeader: true, cell: (row) => stamp(row.createdAt, locale) },
          { key: 'language', header: t('newsletter.language'), cell: (row) => t(`newsletter.languages.${row.locale}`) },
          { key: 'by', header: t('newsletter.sentBy'), className: 'break-all', cell: (row) => row.sentByEmail },
          { key: 'posts', header: t('newsletter.posts'), cell: (row) => row.posts.map((post) => post.title).join(' · ') },
          { key: 'queued', header: t('newsletter.queued'), className: 'tabular-nums', cell: (row) => (row.completedAt ? row.queued : t('newsletter.queuing', { queued: row.queued })) },
        ]}
      />
    </div>
  );
}
