/**
 * Lists shown a page at a time (the admin screens): the page asked for in the URL, read so that no
 * value fails (`?page=-1`, `abc`, `1e9`), and a page of rows read from the database with LIMIT and
 * OFFSET after counting them, so a page past the end shows the last one.
 */

/** The most rows a page of an admin list shows. */
export const MAX_PAGE_SIZE = 100;
/** The rows a page of most admin lists shows (posts, stories, leads, the audit log…). */
export const ADMIN_PAGE_SIZE = 50;

/** A page of a list: its rows, which page it is (1-based) of how many, and how many rows in all. */
export interface Paged<Row> {
  rows: Row[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
}

/**
 * `?page=` as typed: a number of 1 or more (its whole part; `1e9` is a page past the end, settled
 * by `pageWithin`), else 1: absent, empty, negative, not a number, several values.
 */
export function requestedPage(value: string | readonly string[] | undefined | null): number {
  if (typeof value !== 'string' || value.length > 32) return 1;
  const number = Number(value);
  return Number.isFinite(number) && number >= 1 ? Math.min(Math.floor(number), Number.MAX_SAFE_INTEGER) : 1;
}

/** The page `requested` of a list of `total` rows, `pageSize` a page: within 1 and the last page. */
export function pageWithin(requested: number, total: number, pageSize: number): { page: number; pageCount: number; offset: number } {
  const size = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(pageSize)));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}

/**
 * Reads one page: `count` first (the same filter), then `rows(limit, offset)` for the page that
 * exists nearest to the one asked for. Both run in SQL: nothing reads the whole list.
 */
export async function readPage<Row>(
  requested: number,
  pageSize: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Paged<Row>> {
  const size = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(pageSize)));
  const total = await count();
  const { page, pageCount, offset } = pageWithin(requested, total, size);
  return { rows: total === 0 ? [] : await rows(size, offset), page, pageCount, pageSize: size, total };
}

/**
 * The query string of a list's page: its filters (empty ones dropped) and `page` (left out for the first;
 * `param` names it on a screen of several paged tables).
 */
export function pageQuery(filters: Readonly<Record<string, string | number | undefined | null>>, page: number, param = 'page'): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== null && value !== '' && name !== param) query.set(name, String(value));
  if (page > 1) query.set(param, String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * `readPage` for a store that counts and reads in one call (`fetch(limit, offset)` → rows and
 * total): read at the page asked for, and once more at the last page when that one was past it.
 */
export async function readPageWith<Row>(
  requested: number,
  pageSize: number,
  fetch: (limit: number, offset: number) => Promise<{ rows: Row[]; total: number }>,
): Promise<Paged<Row>> {
  const size = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(pageSize)));
  const wanted = Math.max(1, Math.floor(requested) || 1);
  // A page past any table's end reads nothing: ask at offset 0 then, for the count.
  const first = await fetch(size, wanted * size > Number.MAX_SAFE_INTEGER / 2 ? 0 : (wanted - 1) * size);
  const { page, pageCount, offset } = pageWithin(wanted, first.total, size);
  const read = page === wanted || first.total === 0 ? first : await fetch(size, offset);
  return { rows: read.rows, page, pageCount, pageSize: size, total: read.total };
}
