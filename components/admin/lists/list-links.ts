import type { ColumnSort } from '@/components/admin/AdminTable';
import { queryString, type ListQuery, type ListSpec } from '@/lib/infra/util/list-query';

/**
 * A sortable column's header link: the list in this column's order (its default direction first,
 * the other once it is the current order), the filters kept and the page back to the first.
 */
export function sortLink<Sort extends string>(path: string, filters: Readonly<Record<string, string>>, query: ListQuery<Sort>, spec: ListSpec<Sort>, key: Sort): ColumnSort {
  const current = query.sort === key;
  const first = spec.defaultDir?.[key] ?? 'desc';
  const dir = current ? (query.dir === 'asc' ? 'desc' : 'asc') : first;
  const { sort: _sort, dir: _dir, ...kept } = filters;
  return {
    href: `${path}${queryString({ ...kept, sort: key, dir })}`,
    state: current ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none',
  };
}
