import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { ComplianceForm } from '@/components/admin/trust/ComplianceForm.client';
import { DpaForm } from '@/components/admin/trust/DpaForm.client';
import { SubprocessorForm } from '@/components/admin/trust/SubprocessorForm.client';
import { ChangesTable, ComplianceCards, SubprocessorCards } from '@/components/admin/trust/TrustAdminLists';
import { AdminHeading } from '@/components/page/AdminHeading';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { trustAdminView } from '@/lib/features/trust';

export const generateMetadata = adminScreenMetadata('/manage/trust', 'trustTitle');

const panel = 'mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card';
const heading = 'text-lg font-bold text-ink-950';

/** The trust center's content: compliance items, subprocessors (each change dated and announced), the DPA, subscribers. */
export default async function TrustAdminPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'trust', '/manage/trust');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const view = await trustAdminView();
  const dpa = view.settings?.dpaUrl ? view.settings : null;
  return (
    <>
      <AdminHeading>{t('trustTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('trust.lead')}</p>
      <p className="mt-3">
        <a href={`/${locale}/trust`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('trust.viewPage')}
        </a>
      </p>
      <section aria-labelledby="trust-subscribers" className={panel}>
        <h2 id="trust-subscribers" className={heading}>
          {t('trust.subscribersTitle')}
        </h2>
        <p className="mt-2 text-ink-700">{t('trust.subscribers', view.subscribers)}</p>
      </section>
      <section aria-labelledby="trust-subprocessors" className="mt-10">
        <h2 id="trust-subprocessors" className={heading}>
          {t('trust.subprocessorsTitle')}
        </h2>
        <SubprocessorCards rows={view.subprocessors} locale={locale} t={t} />
      </section>
      <section aria-labelledby="trust-add-subprocessor" className={panel}>
        <h2 id="trust-add-subprocessor" className={heading}>
          {t('trust.addSubprocessorTitle')}
        </h2>
        <SubprocessorForm initial={{}} />
      </section>
      <section aria-labelledby="trust-changes" className="mt-10">
        <h2 id="trust-changes" className={heading}>
          {t('trust.changesTitle')}
        </h2>
        <ChangesTable changes={view.changes} locale={locale} t={t} />
      </section>
      <section aria-labelledby="trust-compliance" className="mt-10">
        <h2 id="trust-compliance" className={heading}>
          {t('trust.complianceTitle')}
        </h2>
        <ComplianceCards items={view.compliance} locale={locale} t={t} />
      </section>
      <section aria-labelledby="trust-add-compliance" className={panel}>
        <h2 id="trust-add-compliance" className={heading}>
          {t('trust.addComplianceTitle')}
        </h2>
        <ComplianceForm initial={{ status: 'planned' }} />
      </section>
      <section aria-labelledby="trust-dpa" className={panel}>
        <h2 id="trust-dpa" className={heading}>
          {t('trust.dpaTitle')}
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          {dpa ? t('trust.dpa.current', { url: dpa.dpaUrl ?? '', size: `${Math.ceil((dpa.dpaBytes ?? 0) / 1000)} kB`, date: formatLongDate((dpa.dpaUploadedAt ?? new Date(0)).toISOString(), locale) }) : t('trust.dpa.none')}
        </p>
        <DpaForm published={Boolean(dpa)} />
      </section>
    </>
  );
}
