import { getFormatter } from 'next-intl/server';
import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { mailSettings, recentMail } from '@/lib/features/mail';

const COLUMNS = ['date', 'kind', 'to', 'subject', 'status', 'attempts', 'lastError', 'sent'] as const;
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
          </>
        ) : (
          <p>{t('mail.notConfigured')}</p>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 text-ink-600">{t('mail.empty')}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('mail.caption', { count: rows.length })}</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {t(`mail.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-ink-100 align-top">
                  <td className="px-4 py-3 whitespace-nowrap">{when(row.createdAt)}</td>
                  <td className="px-4 py-3">{row.kind}</td>
                  <td className="px-4 py-3 break-all">{row.toAddress}</td>
                  <td className="max-w-xs px-4 py-3 break-words">{row.subject}</td>
                  <td className="px-4 py-3">{t(`mail.statuses.${row.status}`)}</td>
                  <td className="px-4 py-3 tabular-nums">{row.attempts}</td>
                  <td className="max-w-xs px-4 py-3 break-words text-ink-600">{row.lastError ?? '—'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{when(row.sentAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
