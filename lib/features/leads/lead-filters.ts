import { dayRange, parseListQuery, type ListQuery, type ListSpec } from '@/lib/infra/util/list-query';
import { CRM_STATUSES, LEAD_KINDS, LEAD_SORTS, type CrmStatus, type LeadKind, type LeadQuery, type LeadSort } from '@/lib/features/leads/types';

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const one = (params: Params, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return typeof value === 'string' ? value : undefined;
};

/** The inbox's filters from a query string; unknown values mean "all". */
export function leadFilters(params: Params): Pick<LeadQuery, 'kind' | 'status'> {
  const kind = one(params, 'kind');
  const status = one(params, 'status');
  return {
    kind: LEAD_KINDS.includes(kind as LeadKind) ? (kind as LeadKind) : undefined,
    status: CRM_STATUSES.includes(status as CrmStatus) ? (status as CrmStatus) : undefined,
  };
}

export function leadFilterQuery({ kind, status }: Pick<LeadQuery, 'kind' | 'status'>): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (status) query.set('status', status);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What the inbox's URL may ask for (lib/infra/util/list-query.ts): words, form, CRM status, days, sort. */
export const LEADS_LIST: ListSpec<LeadSort> = {
  sorts: LEAD_SORTS,
  defaultDir: { name: 'asc', email: 'asc', company: 'asc' },
  kinds: LEAD_KINDS,
  statuses: CRM_STATUSES,
};

/** The inbox's URL as the store's query (without the page) and as the list query it came from. */
export function leadListQuery(params: Params): { list: ListQuery<LeadSort>; query: LeadQuery } {
  const list = parseListQuery(params, LEADS_LIST);
  return {
    list,
    query: {
      kind: list.kind as LeadKind | undefined,
      status: list.status as CrmStatus | undefined,
      search: list.q,
      ...dayRange(list),
      sort: list.sort,
      dir: list.dir,
    },
  };
}
