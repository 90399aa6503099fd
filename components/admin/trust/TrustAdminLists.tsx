import type { Locale } from '@/lib/infra/routing/routing';
import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import type { TrustChangeRow, TrustComplianceRow, TrustSubprocessorRow } from '@/lib/features/trust';
import { COMPLIANCE_FIELDS, SUBPROCESSOR_FIELDS, type ComplianceField, type SubprocessorField } from '@/lib/features/trust/shared/inputs';
import { ComplianceForm } from './ComplianceForm.client';
import { RemoveForm } from './RemoveForm.client';
import { SubprocessorForm } from './SubprocessorForm.client';

const pick = <Field extends string>(row: Record<string, unknown>, fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, String(row[field] ?? '')])) as Record<Field, string>;

const cardClass = 'rounded-card border border-ink-100 bg-white p-5 shadow-card';
const editClass = 'cursor-pointer font-semibold text-brand-800 underline-offset-4 hover:underline';

/** Every compliance item with its edit form and its removal. */
export function ComplianceCards({ items, t }: { items: TrustComplianceRow[]; t: AdminTranslator }) {
  if (items.length === 0) return <p className="mt-4 text-ink-600">{t('trust.noCompliance')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {items.map((item) => (
        <li key={item.id} className={cardClass}>
          <h3 className="text-lg font-bold text-ink-950">{item.nameEn}</h3>
          <p className="mt-1 text-sm text-ink-700">
            {t(`trust.statuses.${item.status}`)} · {item.statusDate}
          </p>
          <details className="mt-3">
            <summary className={editClass}>{t('trust.edit', { name: item.nameEn })}</summary>
            <ComplianceForm item={{ id: item.id }} initial={pick<ComplianceField>(item, COMPLIANCE_FIELDS)} />
          </details>
          <RemoveForm kind="compliance" id={item.id} name={item.nameEn} />
        </li>
      ))}
    </ul>
  );
}

/** Every subprocessor with its edit form and its removal. */
export function SubprocessorCards({ rows, t }: { rows: TrustSubprocessorRow[]; t: AdminTranslator }) {
  if (rows.length === 0) return <p className="mt-4 text-ink-600">{t('trust.noSubprocessors')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {rows.map((row) => (
        <li key={row.id} className={cardClass}>
          <h3 className="text-lg font-bold text-ink-950">{row.name}</h3>
          <p className="mt-1 text-sm text-ink-700">
            {row.purposeEn} · {row.locationEn}
          </p>
          <details className="mt-3">
            <summary className={editClass}>{t('trust.edit', { name: row.name })}</summary>
            <SubprocessorForm subprocessor={{ id: row.id }} initial={pick<SubprocessorField>(row, SUBPROCESSOR_FIELDS)} />
          </details>
          <RemoveForm kind="subprocessor" id={row.id} name={row.name} />
        </li>
      ))}
    </ul>
  );
}

/** The newest changes to the subprocessors list, as the public page and the feed show them. */
export function ChangesTable({ changes, locale, t }: { changes: TrustChangeRow[]; locale: Locale; t: AdminTranslator }) {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: AdminColumn<TrustChangeRow>[] = [
    { key: 'when', header: t('trust.columns.when'), className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.createdAt.toISOString()}>{`${when.format(row.createdAt)} UTC`}</time> },
    { key: 'change', header: t('trust.columns.change'), cell: (row) => t(`trust.kinds.${row.kind}`) },
    { key: 'name', header: t('trust.columns.name'), rowHeader: true, cell: (row) => row.snapshot.name },
    { key: 'fields', header: t('trust.columns.fields'), cell: (row) => row.fields.join(', ') },
  ];
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable columns={columns} rows={changes} rowKey={(row) => row.id} caption={t('trust.changesTitle')} empty={t('trust.noChanges')} />
    </div>
  );
}
