import { integrationGroups, integrationStatuses, type Integration, type IntegrationGroup, type IntegrationStatus } from './integrations';

export const MAX_QUERY_LENGTH = 80;

export interface DirectoryQuery {
  q: string;
  /** A category's slug (the editors' list; the built-in four when none is given). */
  group?: IntegrationGroup;
  status?: IntegrationStatus;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter (a repeated one counts once). */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The query from a URL's parameters: groups not in `groups` and unknown statuses are ignored, the search is trimmed and capped. */
export function parseDirectoryQuery(params: SearchParams, groups: readonly string[] = integrationGroups): DirectoryQuery {
  const q = first(params.q).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  return { q, group: oneOf(groups, first(params.group)), status: oneOf(integrationStatuses, first(params.status)) };
}

export const isFiltered = (query: DirectoryQuery) => Boolean(query.q || query.group || query.status);

/** Lower case without accents: "logística" matches "logistica". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The partners matching the query: every word of the search must appear in the partner's name, its
 * description or its group's name (in the page's language), and the group and status must match.
 */
export function filterIntegrations<T extends Pick<Integration, 'name' | 'group' | 'status'>>(list: readonly T[], query: DirectoryQuery, describe: (integration: T) => string): T[] {
  const words = fold(query.q).split(' ').filter(Boolean);
  return list.filter((integration) => {
    if (query.group && integration.group !== query.group) return false;
    if (query.status && integration.status !== query.status) return false;
    const text = fold(`${integration.name} ${describe(integration)}`);
    return words.every((word) => text.includes(word));
  });
}

/** The query string of a directory view (only what is set), for links and the URL bar. */
export function directoryQueryString(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.group) params.set('group', query.group);
  if (query.status) params.set('status', query.status);
  const text = params.toString();
  return text ? `?${text}` : '';
}
