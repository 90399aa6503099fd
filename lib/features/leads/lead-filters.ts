import { CRM_STATUSES, LEAD_KINDS, type CrmStatus, type LeadKind, type LeadQuery } from '@/lib/features/leads/types';

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
