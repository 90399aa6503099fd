import type { ReactNode } from 'react';
import type { AdminTranslator } from '@/components/admin/admin-screen';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { ApplicationRow } from '@/lib/features/applications';
import { deleteApplicationAction } from '@/lib/features/applications/actions/delete-application';
import { setApplicationStatusAction } from '@/lib/features/applications/actions/set-application-status';
import { APPLICATION_STATUSES } from '@/lib/features/applications/shared/types';

const sizeOf = (bytes: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024))) + (bytes >= 1024 * 1024 ? ' MB' : ' KB');

/** What the applicant sent, with the CV to download (through the signed-in route, as an attachment). */
export function ApplicationFacts({ locale, application, deletesOn, t }: { locale: Locale; application: ApplicationRow; deletesOn: Date; t: AdminTranslator }) {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const rows: [string, ReactNode][] = [
    [
      t('applications.opening'),
      application.openingId ? (
        <Link locale={locale} href={`/manage/openings/${application.openingId}`} className="text-brand-800 underline underline-offset-4">
          {application.openingTitle}
        </Link>
      ) : (
        application.openingTitle
      ),
    ],
    [t('applications.received'), `${when.format(application.createdAt)} UTC`],
    [t('applications.language'), t(`applications.languages.${application.language}`)],
    [
      t('applications.email'),
      <a key="email" href={`mailto:${application.email}`} className="break-all text-brand-800 underline underline-offset-4">
        {application.email}
      </a>,
    ],
    [
      t('applications.profile'),
      application.profileUrl ? (
        <a href={application.profileUrl} rel="noopener noreferrer nofollow" className="break-all text-brand-800 underline underline-offset-4">
          {application.profileUrl}
        </a>
      ) : (
        '—'
      ),
    ],
    [
      t('applications.cv'),
      <a key="cv" href={`/api/admin/applications/${application.id}/cv`} download className="font-semibold text-brand-800 underline underline-offset-4">
        {t('applications.downloadCv', { size: sizeOf(application.cvBytes, locale) })}
      </a>,
    ],
    [t('applications.mailedTo'), application.notifyEmail],
    [t('applications.deletesOn'), day.format(deletesOn)],
  ];
  return (
    <section aria-labelledby="application-facts" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="application-facts" className="text-lg font-bold text-ink-950">
        {t('applications.factsTitle')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-700">{term}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-ink-700">{t('applications.message')}</h3>
      <p className="mt-2 whitespace-pre-line break-words text-ink-900">{application.message || '—'}</p>
    </section>
  );
}

/** Where the application stands, and the way to change it. */
export function ApplicationStatusForm({ locale, application, t }: { locale: Locale; application: ApplicationRow; t: AdminTranslator }) {
  return (
    <form action={setApplicationStatusAction} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={application.id} />
      <label htmlFor="application-status" className="field-label">
        {t('applications.status')}
      </label>
      <select id="application-status" name="status" defaultValue={application.status} className="field-control">
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`applications.statuses.${status}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary mt-4">
        {t('applications.saveStatus')}
      </button>
    </form>
  );
}

/** Deleting for good (the applicant asked, a mistake): a box to tick first, so a stray click deletes nothing. */
export function DeleteApplicationForm({ locale, application, t }: { locale: Locale; application: ApplicationRow; t: AdminTranslator }) {
  return (
    <form action={deleteApplicationAction} className="rounded-card border border-red-700/20 bg-white p-6 shadow-card">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={application.id} />
      <p className="text-sm text-ink-600">{t('applications.deleteHint')}</p>
      <div className="mt-3 flex items-start gap-3">
        <input id="application-delete-confirm" type="checkbox" name="confirm" value="on" required className="mt-1 size-5 shrink-0 accent-red-700" />
        <label htmlFor="application-delete-confirm" className="text-sm text-ink-800">
          {t('applications.deleteConfirm')}
        </label>
      </div>
      <button type="submit" className="btn mt-4 border border-red-700 bg-white text-red-800 hover:bg-red-50">
        {t('applications.delete')}
      </button>
    </form>
  );
}
