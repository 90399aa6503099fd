import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable } from '@/components/admin/AdminTable';
import type { DigestPreview, SubscriberCounts } from '@/lib/features/newsletter';
import { sendDigestAction } from '@/lib/features/newsletter/actions/send-digest';
import type { NewsletterDigestRow, NewsletterSubscriberRow } from '@/lib/features/newsletter';

type Subscriber = Pick<NewsletterSubscriberRow, 'email' | 'locale' | 'status' | 'requestedAt' | 'confirmedAt' | 'unsubscribedAt'>;
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

/** One page of subscribers. */
export function SubscribersTable({ rows, locale, t }: { rows: readonly Subscriber[]; locale: string; t: AdminTranslator }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable
        rows={rows}
        rowKey={(row) => row.email}
        caption={t('newsletter.subscribersCaption')}
        empty={t('newsletter.empty')}
        dense
        className="min-w-[48rem]"
        columns={[
          { key: 'email', header: t('newsletter.email'), rowHeader: true, className: 'break-all', cell: (row) => row.email },
          { key: 'language', header: t('newsletter.language'), cell: (row) => t(`newsletter.languages.${row.locale}`) },
          { key: 'status', header: t('newsletter.status'), cell: (row) => t(`newsletter.statuses.${row.status}`) },
          { key: 'requested', header: t('newsletter.requestedAt'), cell: (row) => stamp(row.requestedAt, locale) },
          { key: 'confirmed', header: t('newsletter.confirmedAt'), cell: (row) => stamp(row.confirmedAt, locale) },
          { key: 'unsubscribed', header: t('newsletter.unsubscribedAt'), cell: (row) => stamp(row.unsubscribedAt, locale) },
        ]}
      />
    </div>
  );
}

/** The next digest of one language: its posts, the mail as subscribers will read it, and the button. */
export function DigestPanel({ preview, locale, t }: { preview: DigestPreview; locale: string; t: AdminTranslator }) {
  const id = `digest-${preview.locale}`;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card" data-digest={preview.locale}>
      <h3 id={id} className="text-base font-bold text-ink-950">
        {t('newsletter.digestFor', { language: t(`newsletter.languages.${preview.locale}`) })}
      </h3>
      {preview.mail === null ? (
        <p className="mt-2 text-ink-700">{t('newsletter.nothingToSend')}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-700">{t('newsletter.digestSummary', { posts: preview.posts.length, recipients: preview.recipients })}</p>
          <h4 className="mt-4 text-sm font-semibold text-ink-900">{t('newsletter.previewTitle')}</h4>
          <div className="mt-2 rounded-lg border border-ink-100 bg-ink-50 p-4" lang={preview.locale}>
            <p className="text-sm font-semibold text-ink-900">
              {t('newsletter.subject')}: <span data-preview-subject>{preview.mail.subject}</span>
            </p>
            <pre className="mt-3 overflow-x-auto whitespace-pre-wrap font-sans text-sm text-ink-800" data-preview-body>
              {preview.mail.text}
            </pre>
          </div>
          <form action={sendDigestAction} className="mt-4">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="language" value={preview.locale} />
            <input type="hidden" name="postIds" value={preview.posts.map((post) => post.id).join(',')} />
            {/* No one to send to: the posts wait for the first confirmed subscriber's digest. */}
            <button type="submit" className="btn btn-primary" disabled={preview.recipients === 0}>
              {t('newsletter.send', { recipients: preview.recipients })}
            </button>
          </form>
        </>
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
