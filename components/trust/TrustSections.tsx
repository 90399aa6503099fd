import type { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { DpaFile } from '@/lib/features/trust/shared/types';
import { pages } from '@/lib/infra/routing/pages';
import { fileSize, longDate } from './format';

/** The trust center's messages, as its server sections hand them over. */
export type TrustMessages = Awaited<ReturnType<typeof getTranslations<'Trust'>>>;

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** GDPR, the DPA (a download only when an admin uploaded one) and where data lives. */
export function DataProcessing({ locale, t, gdpr, residency, dpa, contactEmail }: { locale: Locale; t: TrustMessages; gdpr: readonly string[]; residency: readonly string[]; dpa: DpaFile | null; contactEmail: string }) {
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-3">
      <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
        <h3 className="font-bold text-ink-950">{t('dataProcessing.gdprTitle')}</h3>
        {gdpr.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-sm leading-6 text-ink-700">
            {paragraph}
          </p>
        ))}
        <p className="mt-3 text-sm">
          <Link locale={locale} href={pages.privacyNotice.path} className={linkClass}>
            {t('dataProcessing.privacyNotice')}
          </Link>
        </p>
      </div>
      <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
        <h3 className="font-bold text-ink-950">{t('dataProcessing.dpaTitle')}</h3>
        {dpa ? (
          <>
            <p className="mt-3 text-sm">
              <a href={dpa.url} download="otailo-dpa.pdf" className={linkClass}>
                {t('dataProcessing.dpaDownload', { size: fileSize(dpa.bytes, locale) })}
              </a>
            </p>
            <p className="mt-2 text-xs text-ink-600">{t('dataProcessing.dpaUpdated', { date: longDate(dpa.uploadedAt, locale) })}</p>
          </>
        ) : (
          <p className="mt-3 text-sm leading-6 text-ink-700">{t('dataProcessing.dpaMissing', { email: contactEmail })}</p>
        )}
      </div>
      <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
        <h3 className="font-bold text-ink-950">{t('dataProcessing.residencyTitle')}</h3>
        {residency.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-sm leading-6 text-ink-700">
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}

/** How to report a vulnerability: the mailbox and security.txt; the status page when one is configured. */
export function ReportAndStatus({ t, securityEmail, statusUrl }: { t: TrustMessages; securityEmail: string; statusUrl?: string }) {
  return (
    <div className={`mt-10 grid gap-6 ${statusUrl ? 'lg:grid-cols-[2fr_1fr]' : ''}`}>
      <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
        <p className="leading-7 text-ink-700">{t('report.body')}</p>
        <p className="mt-4 font-semibold text-ink-950">
          {t('report.mailboxLabel')}{' '}
          <a href={`mailto:${securityEmail}`} className={linkClass}>
            {securityEmail}
          </a>
        </p>
        <p className="mt-3 text-sm leading-6 text-ink-700">{t('report.promise')}</p>
        <p className="mt-3 text-sm">
          <a href="/.well-known/security.txt" className={linkClass}>
            {t('report.securityTxt')}
          </a>
        </p>
      </div>
      {statusUrl && (
        <div id="status" className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
          <h3 className="font-bold text-ink-950">{t('status.title')}</h3>
          <p className="mt-3 text-sm leading-6 text-ink-700">{t('status.body')}</p>
          <p className="mt-3 text-sm">
            <a href={statusUrl} rel="noopener" className={linkClass}>
              {t('status.link')}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
