/**
 * What an admin list shows, read from its URL in one place: `q` (words), `page` (1-based),
 * `sort` + `dir`, and the filters `status`, `lang`, `author`, `category`, `kind`, `from`/`to`
 * (YYYY-MM-DD). Every value is bounded and an unknown one is dropped (no filter), never an error:
 * a hand-edited or stale address still shows a list.
 */
import { requestedPage } from './paging';

/** The longest search an admin list reads (as ListSearch's field allows). */
export const MAX_LIST_WORDS = 200;
/** The most rows one bulk action or selected export names: a page and more, never a whole table. */
export const MAX_BULK_IDS = 200;

type Params = Readonly<Record<string, string | string[] | undefined>> | URLSearchParams;

/** What one list accepts: its sortable columns (the first is the default), the values of its filters. */
export interface ListSpec<Sort extends string> {
  sorts: readonly Sort[];
  /** The default direction of each sort (text ascending, dates newest first…); `desc` when absent. */
  defaultDir?: Partial<Record<Sort, 'asc' | 'desc'>>;
  statuses?: readonly string[];
  langs?: readonly string[];
  kinds?: readonly string[];
  /** Whether the list filters by author (an account id) or category (free text, bounded). */
  author?: boolean;
  category?: boolean;
}

export interface ListQuery<Sort extends string = string> {
  q?: string;
  page: number;
  sort: Sort;
  dir: 'asc' | 'desc';
  status?: string;
  lang?: string;
  kind?: string;
  author?: number;
  category?: string;
  /** Inclusive days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
}

const one = (params: Params, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return typeof value === 'string' ? value : undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (`2026-02-30` is not), else undefined. */
export function dayOf(value: string | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

const among = (value: string | undefined, allowed: readonly string[] | undefined) => (value !== undefined && allowed?.includes(value) ? value : undefined);

/** The list's query from its URL, every value checked against `spec`. */
export function parseListQuery<Sort extends string>(params: Params, spec: ListSpec<Sort>): ListQuery<Sort> {
  const words = (one(params, 'q') ?? '').trim().slice(0, MAX_LIST_WORDS).trim();
  const sort = (among(one(params, 'sort'), spec.sorts) ?? spec.sorts[0]!) as Sort;
  const dirAsked = one(params, 'dir');
  const dir = dirAsked === 'asc' || dirAsked === 'desc' ? dirAsked : (spec.defaultDir?.[sort] ?? 'desc');
  const authorText = one(params, 'author');
  const author = spec.author && authorText && /^\d{1,9}$/.test(authorText) && Number(authorText) > 0 ? Number(authorText) : undefined;
  const category = spec.category ? (one(params, 'category') ?? '').trim().slice(0, 100) || undefined : undefined;
  let from = dayOf(one(params, 'from'));
  let to = dayOf(one(params, 'to'));
  // A range typed backwards means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(words ? { q: words } : {}),
    page: requestedPage(params instanceof URLSearchParams ? (params.get('page') ?? undefined) : params.page),
    sort,
    dir,
    ...optional('status', among(one(params, 'status'), spec.statuses)),
    ...optional('lang', among(one(params, 'lang'), spec.langs)),
    ...optional('kind', among(one(params, 'kind'), spec.kinds)),
    ...optional('author', author),
    ...optional('category', category),
    ...optional('from', from),
    ...optional('to', to),
  };
}

const optional = <Name extends string, Value>(name: Name, value: Value | undefined) => (value === undefined ? {} : ({ [name]: value } as Record<Name, Value>));

/**
 * The query's filters as URL parameters (what the pager, the sort links and the bulk form keep),
 * without the page; the sort only when it is not the default one.
 */
export function listFilters<Sort extends string>(query: ListQuery<Sort>, spec: ListSpec<Sort>): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of ['q', 'status', 'lang', 'kind', 'author', 'category', 'from', 'to'] as const) {
    const value = query[name];
    if (value !== undefined) filters[name] = String(value);
  }
  const defaultDir = spec.defaultDir?.[query.sort] ?? 'desc';
  if (query.sort !== spec.sorts[0] || query.dir !== defaultDir) {
    filters.sort = query.sort;
    filters.dir = query.dir;
  }
  return filters;
}

/** Whether anything narrows the list (its empty state then says "nothing matches" rather than "none yet"). */
export const isFiltered = (query: ListQuery): boolean =>
  [query.q, query.status, query.lang, query.kind, query.author, query.category, query.from, query.to].some((value) => value !== undefined);

/** The query string of `filters` (`?a=b`, or empty). */
export function queryString(filters: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A list's own address with its filters and page (page 1 left out): where its forms come back to. */
export function listAddress(action: string, filters: Readonly<Record<string, string | undefined>>, page: number): string {
  return `${action}${queryString({ ...filters, ...(page > 1 ? { page: String(page) } : {}) })}`;
}

/**
 * Ids named by a selection (`?id=1&id=2`, or one field `1,2`), each read by `parse` (unknown
 * ones dropped), without repeats, at most MAX_BULK_IDS: more is refused (`null`), not cut.
 */
export function selectedIds<Id>(value: string | readonly string[] | undefined | null, parse: (text: string) => Id | null): Id[] | null {
  const texts = (typeof value === 'string' ? [value] : (value ?? [])).flatMap((text) => text.split(','));
  if (texts.length > MAX_BULK_IDS * 2) return null;
  const ids: Id[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const id = parse(text.trim());
    if (id === null || seen.has(String(id))) continue;
    seen.add(String(id));
    ids.push(id);
  }
  return ids.length > MAX_BULK_IDS ? null : ids;
}

/** The inclusive day range as instants: from the first day's start to the next day after `to` (UTC). */
export function dayRange(query: Pick<ListQuery, 'from' | 'to'>): { since?: Date; before?: Date } {
  const since = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const before = query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined;
  return { ...(since ? { since } : {}), ...(before ? { before } : {}) };
}

/** What a bulk action changes (export is a download, not a change). */
export const BULK_CHANGES = ['publish', 'unpublish', 'delete'] as const;
export type BulkChange = (typeof BULK_CHANGES)[number];
/** Every bulk action a list may offer, in the order its menu shows them. */
export const BULK_ACTIONS = [...BULK_CHANGES, 'export'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The list's address with what a bulk action did (`?bulk=publish&count=3`), its filters kept and the page dropped. */
export function withBulkOutcome(list: string, outcome: Readonly<Record<string, string>>): string {
  const [path, query = ''] = list.split('?', 2);
  const params = new URLSearchParams(query);
  for (const name of ['bulk', 'count', 'skipped', 'page']) params.delete(name);
  for (const [name, value] of Object.entries(outcome)) params.set(name, value);
  return `${path}?${params.toString()}`;
}

/**
 * Runs a confirmed bulk action over `ids`, one at a time as a single edit would (`apply`: true when the item
 * was changed); one failing is reported to `failed` and counted with those skipped. The outcome the list shows.
 */
export async function applyToEach<Id>(
  op: BulkChange,
  ids: readonly Id[],
  apply: (id: Id) => Promise<boolean>,
  failed: (id: Id, error: unknown) => void,
): Promise<{ done: number; skipped: number; outcome: Record<string, string> }> {
  let done = 0;
  for (const id of ids) {
    try {
      if (await apply(id)) done += 1;
    } catch (error) {
      failed(id, error);
    }
  }
  const skipped = ids.length - done;
  return { done, skipped, outcome: { bulk: op, count: String(done), ...(skipped > 0 ? { skipped: String(skipped) } : {}) } };
}
