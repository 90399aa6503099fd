import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminHeading } from '@/components/page/AdminHeading';
import type { Locale } from '@/lib/infra/routing/routing';
import { MAX_BULK_IDS, type BulkAction } from '@/lib/infra/util/list-query';

export interface BulkConfirmProps {
  locale: Locale;
  op: BulkAction;
  /** The selection as found (unknown ids already left out), at most MAX_BULK_IDS; null when more were sent. */
  items: readonly { id: string | number; name: string }[] | null;
  /** "posts", "leads"… as a counted phrase: `t('lists.items.posts', { count })`. */
  counted: (count: number) => string;
  /** The server action a change posts to (publish, unpublish, delete). */
  change: (data: FormData) => Promise<void>;
  /** The download of the selection (export). */
  exportPath: string;
  /** The list the page came from (its filters), where Cancel and the action lead back. */
  back: string;
  t: AdminTranslator;
}

/**
 * The step between choosing a bulk action and doing it: the question names the count ("Delete 12
 * posts?") and the rows, then one button posts them (or downloads them); nothing has changed yet.
 */
export function BulkConfirm({ locale, op, items, counted, change, exportPath, back, t }: BulkConfirmProps) {
  const cancel = (
    <a href={back} className="btn btn-secondary">
      {t('lists.bulk.cancel')}
    </a>
  );
  if (items === null || items.length === 0) {
    return (
      <>
        <AdminHeading>{t(`lists.bulk.actions.${op}`)}</AdminHeading>
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          {items === null ? t('lists.bulk.tooMany', { max: MAX_BULK_IDS }) : t('lists.bulk.none')}
        </p>
        <p className="mt-6">{cancel}</p>
      </>
    );
  }
  const ids = items.map((item) => item.id).join(',');
  const question = t(`lists.bulk.confirm.${op}`, { items: counted(items.length) });
  return (
    <>
      <AdminHeading>{question}</AdminHeading>
      <p className="mt-2 text-ink-600">{op === 'delete' ? t('lists.bulk.deleteLead') : t('lists.bulk.lead')}</p>
      <ul aria-label={question} className="mt-4 max-h-96 list-disc overflow-y-auto rounded-card border border-ink-100 bg-white py-3 ps-10 pe-5 shadow-card">
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {op === 'export' ? (
          <form method="get" action={exportPath}>
            <input type="hidden" name="ids" value={ids} />
            <button type="submit" className="btn btn-primary">
              {t('lists.bulk.do.export')}
            </button>
          </form>
        ) : (
          <form action={change}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="op" value={op} />
            <input type="hidden" name="ids" value={ids} />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className={op === 'delete' ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn btn-primary'}>
              {t(`lists.bulk.do.${op}`, { items: counted(items.length) })}
            </button>
          </form>
        )}
        {cancel}
      </div>
    </>
  );
}

/** What the last bulk action did, from the list's address (`?bulk=publish&count=3&skipped=1`). */
export function BulkOutcome({ query, counted, t }: { query: Record<string, string | string[] | undefined>; counted: (count: number) => string; t: AdminTranslator }) {
  const op = query.bulk;
  if (op !== 'publish' && op !== 'unpublish' && op !== 'delete' && op !== 'none') return null;
  const count = Math.min(Number(typeof query.count === 'string' && /^\d{1,4}$/.test(query.count) ? query.count : 0), MAX_BULK_IDS);
  const skipped = Math.min(Number(typeof query.skipped === 'string' && /^\d{1,4}$/.test(query.skipped) ? query.skipped : 0), MAX_BULK_IDS);
  return (
    <p role="status" className="mt-6 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
      {op === 'none' ? t('lists.bulk.none') : t(`lists.bulk.done.${op}`, { count, items: counted(count) })}
      {skipped > 0 && ` ${t('lists.bulk.skipped', { count: skipped })}`}
    </p>
  );
}
