import { getFormatter } from 'next-intl/server';
import { adminScreenMetadata, guardAdminScreen, type AdminTranslator } from '@/components/admin/admin-screen';
import { SetupHint } from '@/components/admin/SetupHint';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { mailSettings, recentMail } from '@/lib/features/mail';

const LIMIT = 200;

export const generateMetadata = adminScreenMetadata('/manage/mail', 'mailTitle');

/** The mail outbox as admins see it: whether mail is configured, and each mail's fate. */
export default async function MailPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'leads', '/manage/mail');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const [format, rows] = await Promise.all([getFormatter({ locale }), recentMail(LIMIT)]);
  const settings = mailSettings();
  // Server settings are an administrator's to change: editors read only what they mean.
  const admin = screen.user.role === 'admin';
  const when = (date: Date | null) => (date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  return (
    <>
      <AdminHeading>{t('mailTitle')}</AdminHeading>
      <p className="mt-1 text-ink-600">{t('mail.lead')}</p>
      <div role="status" className={`mt-6 rounded-lg p-4 text-sm ${settings ? 'bg-brand-50 text-brand-900' : 'bg-amber-50 text-amber-900'}`}>
        {settings ? (
          <>
            <p>{t('mail.configured', { from: settings.from })}</p>
            <p className="mt-1">{settings.salesNotify ? t('mail.salesOn', { to: settings.salesNotify }) : t('mail.salesOff')}</p>
            <SetupHint show={admin && !settings.salesNotify} label={t('setupHint')}>
              {t('mail.salesOffSetup')}
            </SetupHint>
          </>
        ) : (
          <>
            <p>{t('mail.notConfigured')}</p>
            <SetupHint show={admin} label={t('setupHint')}>
              {t('mail.notConfiguredSetup')}
            </SetupHint>
          </>
        )}
      </div>
      <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        {/* Headers on one line: unlike the other tables, this one has no minimum width to keep them apart. */}
        <AdminTable
          columns={mailColumns(t, when)}
          rows={rows}
          rowKey={(row) => row.id}
          caption={t('mail.caption', { count: rows.length })}
          empty={t('mail.empty')}
          dense
          className="[&_th]:whitespace-nowrap"
        />
      </div>
    </>
  );
}

type MailRow = Awaited<ReturnType<typeof recentMail>>[number];

/** Each mail: when it was queued and sent, to whom, about what, and how its sending went. */
function mailColumns(t: AdminTranslator, when: (date: Date | null) => string): AdminColumn<MailRow>[] {
  return [
    { key: 'date', header: t('mail.columns.date'), className: 'whitespace-nowrap', cell: (row) => when(row.createdAt) },
    { key: 'kind', header: t('mail.columns.kind'), cell: (row) => row.kind },
    { key: 'to', header: t('mail.columns.to'), className: 'break-all', cell: (row) => row.toAddress },
    { key: 'subject', header: t('mail.columns.subject'), className: 'max-w-xs break-words', cell: (row) => <span lang={row.locale}>{row.subject}</span> },
    { key: 'status', header: t('mail.columns.status'), cell: (row) => t(`mail.statuses.${row.status}`) },
    { key: 'attempts', header: t('mail.columns.attempts'), className: 'tabular-nums', cell: (row) => row.attempts },
    { key: 'lastError', header: t('mail.columns.lastError'), className: 'max-w-xs break-words text-ink-600', cell: (row) => row.lastError ?? '—' },
    { key: 'sent', header: t('mail.columns.sent'), className: 'whitespace-nowrap', cell: (row) => when(row.sentAt) },
  ];
}
