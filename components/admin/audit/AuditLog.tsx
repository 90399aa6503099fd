import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '@/lib/features/audit';
import type { AuditRow } from '@/lib/features/audit';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { auditMessageKey } from './message-key';

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
              {t(`actions.${auditMessageKey(action)}`)}
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
function when(date: Date, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`;
}

/** Who did what to which target, newest first; how many entries it shows. */
export async function AuditTable({ locale, rows }: { locale: Locale; rows: AuditRow[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.audit' });
  const columns: AdminColumn<AuditRow>[] = [
    { key: 'at', header: t('columns.at'), className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.at.toISOString()}>{when(row.at, locale)}</time> },
    { key: 'actor', header: t('columns.actor'), className: 'break-all', cell: (row) => row.actorEmail ?? '—' },
    { key: 'action', header: t('columns.action'), cell: (row) => (isAuditAction(row.action) ? t(`actions.${auditMessageKey(row.action)}`) : row.action) },
    { key: 'target', header: t('columns.target'), className: 'font-mono text-xs break-all', cell: (row) => `${row.target ?? ''}${slugOf(row.detail)}` },
    { key: 'ip', header: t('columns.ip'), className: 'font-mono text-xs', cell: (row) => row.ip ?? '' },
  ];
  return (
    <div className="overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      {rows.length > 0 && <p className="border-b border-ink-100 px-5 py-3 text-sm text-ink-600">{t('showing', { count: rows.length })}</p>}
      <AdminTable columns={columns} rows={rows} rowKey={(row) => row.id} empty={t('empty')} className="min-w-[48rem]" />
    </div>
  );
}

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** A post's slug beside its id, when the entry recorded one: " (my-post)". */
function slugOf(detail: AuditRow['detail']): string {
  return detail && typeof detail === 'object' && 'slug' in detail ? ` (${String((detail as { slug: unknown }).slug)})` : '';
}
