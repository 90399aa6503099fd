import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessDenied } from '@/components/admin/AccessDenied';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/i18n/navigation';
import { retryLeadAction } from '@/lib/admin/actions';
import { leadFilterQuery, leadFilters } from '@/lib/admin/lead-filters';
import { requireAdmin } from '@/lib/auth/service';
import { localeOf } from '@/lib/i18n/locale-params';
import { leadStore } from '@/lib/leads/store';
import { CRM_STATUSES, LEAD_KINDS } from '@/lib/leads/types';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return buildMetadata({ locale, path: '/manage/leads', title: t('leadsTitle'), description: '', index: false });
}

/** Every lead with its CRM status; filters, 'retry now' and CSV export. */
export default async function LeadsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const auth = await requireAdmin();
  if (!auth.ok) return <AccessDenied locale={locale} reason={auth.reason} next={`/${locale}/manage/leads`} />;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const query = await searchParams;
  const filters = leadFilters(query);
  const { leads, total } = await leadStore().list({ ...filters, limit: 200 });
  const back = `/${locale}/manage/leads${leadFilterQuery(filters)}`;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <AdminHeading>{t('leadsTitle')}</AdminHeading>
          <p className="mt-1 text-ink-600">{t('leads.lead')}</p>
        </div>
        <a href={`/api/admin/leads/export${leadFilterQuery(filters)}`} className="btn btn-secondary" download>
          {t('leads.export')}
        </a>
      </div>
      {query.retried && (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {query.retried === '1' ? t('leads.retried') : t('leads.retryFailed')}
        </p>
      )}
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card">
        <div>
          <label htmlFor="lead-kind" className="field-label">
            {t('leads.kind')}
          </label>
          <select id="lead-kind" name="kind" defaultValue={filters.kind ?? ''} className="field-control">
            <option value="">{t('leads.all')}</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`leads.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-status" className="field-label">
            {t('leads.status')}
          </label>
          <select id="lead-status" name="status" defaultValue={filters.status ?? ''} className="field-control">
            <option value="">{t('leads.all')}</option>
            {CRM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`leads.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-dark">
          {t('leads.filter')}
        </button>
        <p className="ml-auto text-sm text-ink-600">{t('leads.total', { count: total })}</p>
      </form>
      <section aria-label={t('leadsTitle')} className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        {leads.length === 0 ? (
          <p className="p-6 text-ink-600">{t('leads.empty')}</p>
        ) : (
          <table className="w-full min-w-[64rem] text-left text-sm">
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                {(['date', 'kind', 'name', 'email', 'company', 'country', 'message', 'status', 'attempts', 'lastError', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {t(`leads.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100 align-top">
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={lead.createdAt.toISOString()}>{dateFormat.format(lead.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">{t(`leads.kinds.${lead.kind}`)}</td>
                  <td className="px-4 py-3">{`${lead.firstName} ${lead.lastName === lead.firstName ? '' : lead.lastName}`.trim()}</td>
                  <td className="px-4 py-3">
                    <a href={`mailto:${lead.email}`} className="text-brand-800 underline-offset-4 hover:underline">
                      {lead.email}
                    </a>
                  </td>
                  <td className="px-4 py-3">{lead.company}</td>
                  <td className="px-4 py-3">{lead.country ? countries.of(lead.country) : ''}</td>
                  <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line">{lead.message}</td>
                  <td className="px-4 py-3">{t(`leads.statuses.${lead.crmStatus}`)}</td>
                  <td className="px-4 py-3 tabular-nums">{lead.attempts}</td>
                  <td className="max-w-xs px-4 py-3 break-words text-ink-700">{lead.lastError}</td>
                  <td className="px-4 py-3">
                    {lead.crmStatus !== 'sent' && (
                      <form action={retryLeadAction}>
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="id" value={lead.id} />
                        <input type="hidden" name="back" value={back} />
                        <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5 whitespace-nowrap">
                          {t('leads.retry')}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <p className="mt-6">
        <Link locale={locale} href="/manage" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('dashboardTitle')}
        </Link>
      </p>
    </>
  );
}
