import type { AdminColumn } from '@/components/admin/AdminTable';
import type { AdminTranslator } from '@/components/admin/admin-screen';
import type { BulkAction } from '@/lib/infra/util/list-query';
import { SelectAll } from './SelectAll.client';

/**
 * A list's bulk actions: a GET form of its own (the rows' boxes join it by `form=`, so the table's
 * own forms are not nested in it) leading to the confirmation page, which names the count before
 * anything changes. The page's ids travel along, for "select all on this page" without JavaScript.
 */
export function BulkBar({ id, confirmPath, back, actions, pageIds, t }: { id: string; confirmPath: string; back: string; actions: readonly BulkAction[]; pageIds: readonly (string | number)[]; t: AdminTranslator }) {
  if (actions.length === 0 || pageIds.length === 0) return null;
  return (
    <form id={id} method="get" action={confirmPath} aria-label={t('lists.bulk.label')} className="flex flex-wrap items-end gap-3 border-b border-ink-100 px-5 py-3">
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="pageIds" value={pageIds.join(',')} />
      <SelectAll form={id} label={t('lists.bulk.selectAll')} />
      <div className="ms-auto flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-op`} className="field-label">
            {t('lists.bulk.choose')}
          </label>
          <select id={`${id}-op`} name="op" className="field-control">
            {actions.map((action) => (
              <option key={action} value={action}>
                {t(`lists.bulk.actions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('lists.bulk.apply')}
        </button>
      </div>
    </form>
  );
}

/** The rows' first column: a box that joins the bulk form, named after the row for screen readers. */
export function selectColumn<Row>(form: string, idOf: (row: Row) => string | number, nameOf: (row: Row) => string, t: AdminTranslator): AdminColumn<Row> {
  return {
    key: 'select',
    header: t('lists.bulk.column'),
    className: 'w-10',
    cell: (row) => <input type="checkbox" name="id" value={String(idOf(row))} form={form} aria-label={t('lists.bulk.select', { name: nameOf(row) })} className="size-4" />,
  };
}
