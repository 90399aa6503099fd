import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { BULK_ACTIONS, selectedIds, type BulkAction } from '@/lib/infra/util/list-query';

/**
 * What a list's bulk form sent to its confirmation page: the action, the ids ticked (or, with
 * `all=1`, every id of the page), bounded (null when too many), and the list to go back to (a path
 * of this admin area only).
 */
export function bulkRequest<Id>(query: Record<string, string | string[] | undefined>, parse: (text: string) => Id | null, list: string, locale: string): { op: BulkAction; ids: Id[] | null; back: string } {
  const op = (BULK_ACTIONS as readonly string[]).includes(query.op as string) ? (query.op as BulkAction) : 'export';
  const ids = selectedIds(query.all === '1' ? query.pageIds : query.id, parse);
  const back = safeRedirectPath(query.back, list);
  return { op, ids, back: back.startsWith(`/${locale}/manage`) ? back : list };
}
