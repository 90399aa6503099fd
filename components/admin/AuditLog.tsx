import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { AUDIT_ACTIONS, type AuditFilter } from '@/lib/features/audit';
import type { AuditRow } from '@/lib/infra/db/schema';

/** The log's filters: a GET form, so a filtered view is a link to share (and works without JavaScript). */
export async function AuditFilterForm({ locale, filter }: { locale: Locale; filter: AuditFilter }) {
  const t = await getTranslations({ locale, namespace: 'Admin.audit' });
  return (
    <form method="get" className="grid gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <div>
        <label htmlFor="audit-action" className="field-label">
          {t('action')}
        </label>
        <select id="audit-action" name="action" defaultValue={filter.action ?? ''} className="field-control">
          <option value="">{t('any')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${actionKey(action)}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-actor" className="field-label">
          {t('actor')}
        </label>
        <input id="audit-actor" name="actor" type="search" defaultValue={filter.actor ?? ''} maxLength={320} className="field-control" />
      </div>
      <div>
        <label htmlFor="audit-from" className="field-label">
          {t('from')}
        </label>
        <input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ''} className="field-control" />
      </div>
      <div>
        <label htmlFor="audit-to" className="field-label">
          {t('to')}
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ''} className="field-control" />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('filter')}
      </button>
    </form>
  );
}

/** Message keys cannot hold dots: `post.publish` is `post_publish` in the catalogues. */
const actionKey = (action: string) => action.replaceAll('.', '_') as 'post_publish';

function when(date: Date, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`;
}

export async function AuditTable({ locale, rows }: { locale: Locale; rows: AuditRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.audit' });
  if (rows.length === 0) return <p className="rounded-card border border-ink-100 bg-white p-6 text-ink-600 shadow-card">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <p className="border-b border-ink-100 px-5 py-3 text-sm text-ink-600">{t('showing', { count: rows.length })}</p>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.at')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.actor')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.action')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.target')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.ip')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-5 py-3 whitespace-nowrap">
                <time dateTime={row.at.toISOString()}>{when(row.at, locale)}</time>
              </td>
              <td className="px-5 py-3 break-all">{row.actorEmail ?? '—'}</td>
              <td className="px-5 py-3">{(AUDIT_ACTIONS as readonly string[]).includes(row.action) ? t(`actions.${actionKey(row.action)}`) : row.action}</td>
              <td className="px-5 py-3 font-mono text-xs break-all">
                {row.target ?? ''}
                {row.detail && typeof row.detail === 'object' && 'slug' in row.detail ? ` (${String((row.detail as { slug: unknown }).slug)})` : ''}
              </td>
              <td className="px-5 py-3 font-mono text-xs">{row.ip ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
