import type { Locale } from '@/lib/infra/routing/routing';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import type { TrustChangeRow, TrustComplianceRow, TrustSubprocessorRow } from '@/lib/features/trust';
import { COMPLIANCE_FIELDS, SUBPROCESSOR_FIELDS, type ComplianceField, type SubprocessorField } from '@/lib/features/trust/shared/inputs';
import { ComplianceForm } from './ComplianceForm.client';
import { RemoveForm } from './RemoveForm.client';
import { SubprocessorForm } from './SubprocessorForm.client';

const pick = <Field extends string>(row: Record<string, unknown>, fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, String(row[field] ?? '')])) as Record<Field, string>;

/** The screen's language's version of a text kept in both (`nameEn`/`nameEs`). */
const inLanguage = (locale: Locale, en: string, es: string) => (locale === 'es' ? es : en);

/** The change log's field names, as the columns name them (an unknown one as stored). */
const CHANGED_FIELDS = new Set(['name', 'purpose', 'location', 'data']);

const cardClass = 'rounded-card border border-ink-100 bg-white p-5 shadow-card';
const editClass = 'cursor-pointer font-semibold text-brand-800 underline-offset-4 hover:underline';

/** Every compliance item with its edit form and its removal. */
export function ComplianceCards({ items, locale, t }: { items: TrustComplianceRow[]; locale: Locale; t: AdminTranslator }) {
  if (items.length === 0) return <p className="mt-4 text-ink-600">{t('trust.noCompliance')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {items.map((item) => (
        <li key={item.id} className={cardClass}>
          <h3 className="text-lg font-bold text-ink-950">{inLanguage(locale, item.nameEn, item.nameEs)}</h3>
          <p className="mt-1 text-sm text-ink-700">
            {t(`trust.statuses.${item.status}`)} · {formatLongDate(item.statusDate, locale)}
          </p>
          <details className="mt-3">
            <summary className={editClass}>{t('trust.edit', { name: inLanguage(locale, item.nameEn, item.nameEs) })}</summary>
            <ComplianceForm item={{ id: item.id }} initial={pick<ComplianceField>(item, COMPLIANCE_FIELDS)} />
          </details>
          <RemoveForm kind="compliance" id={item.id} name={inLanguage(locale, item.nameEn, item.nameEs)} />
        </li>
      ))}
    </ul>
  );
}

/** Every subprocessor with its edit form and its removal. */
export function SubprocessorCards({ rows, locale, t }: { rows: TrustSubprocessorRow[]; locale: Locale; t: AdminTranslator }) {
  if (rows.length === 0) return <p className="mt-4 text-ink-600">{t('trust.noSubprocessors')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {rows.map((row) => (
        <li key={row.id} className={cardClass}>
          <h3 className="text-lg font-bold text-ink-950">{row.name}</h3>
          <p className="mt-1 text-sm text-ink-700">
            {inLanguage(locale, row.purposeEn, row.purposeEs)} · {inLanguage(locale, row.locationEn, row.locationEs)}
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
    { key: 'fields', header: t('trust.columns.fields'), cell: (row) => row.fields.map((field) => (CHANGED_FIELDS.has(field) ? t(`trust.columns.${field as 'name'}`) : field)).join(', ') },
  ];
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable columns={columns} rows={changes} rowKey={(row) => row.id} caption={t('trust.changesTitle')} empty={t('trust.noChanges')} />
    </div>
  );
}
