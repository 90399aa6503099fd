import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable } from '@/components/admin/AdminTable';
import type { Redirect } from '@/lib/features/redirects';
import { RedirectForm } from './RedirectForm.client';
import { RemoveRedirectForm } from './RemoveRedirectForm.client';

/** A page of rules, their kind, and (folded) each one's edit form and removal. */
export function RedirectsTable({ rules, t, empty }: { rules: readonly Redirect[]; t: AdminTranslator; empty: string }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable
        rows={rules}
        rowKey={(rule) => rule.id}
        caption={t('redirects.listCaption')}
        empty={empty}
        dense
        className="min-w-[48rem]"
        columns={[
          { key: 'source', header: t('redirects.fields.source'), rowHeader: true, className: 'break-all font-mono text-xs', cell: (rule) => rule.source },
          { key: 'target', header: t('redirects.fields.target'), className: 'break-all font-mono text-xs', cell: (rule) => rule.target ?? '—' },
          { key: 'status', header: t('redirects.fields.status'), cell: (rule) => t(`redirects.statuses.${rule.status}`) },
          { key: 'origin', header: t('redirects.origin'), cell: (rule) => t(`redirects.origins.${rule.origin}`) },
          {
            key: 'actions',
            header: t('redirects.actions'),
            cell: (rule) => (
              <div className="space-y-2">
                <details>
                  <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-4 hover:underline">{t('redirects.edit', { source: rule.source })}</summary>
                  <RedirectForm id={rule.id} initial={{ source: rule.source, target: rule.target ?? '', status: String(rule.status) }} />
                </details>
                <RemoveRedirectForm id={rule.id} source={rule.source} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
