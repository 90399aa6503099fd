import { isValidSlug } from './slug';
import { PAGE_SIZE } from './types';

/** The blog list's filters, as read from `?category=`, `?search=` and `?page=`. */
export interface BlogFilters {
  category?: string;
  search?: string;
  page: number;
  /**
   * `?translationOf=`: the slug of a post whose page switched language here. The list then leads
   * to the post's translation, or says that the post is only available in its own language.
   */
  translationOf?: string;
  /** `?categoryOf=`: a category of the other language's list, which the language switch carried here. */
  categoryOf?: string;
}

const MAX_TEXT = 100;
/** Pages beyond this are never useful and would only cost a query. */
const MAX_PAGE = 1000;

function text(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_TEXT);
  return trimmed || undefined;
}

/**
 * Query parameters → filters. Odd input yields clean results, never an error: blank values are
 * ignored, long ones cut to 100 characters, and a page that is not a whole number from 1 to 1000
 * counts as page 1.
 */
export function parseBlogFilters(params: Record<string, string | string[] | undefined>): BlogFilters {
  const rawPage = text(params.page);
  const page = rawPage && /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  // A slug is taken whole (up to 200 characters) or not at all.
  const translationOf = [params.translationOf].flat()[0]?.trim();
  const categoryOf = text(params.categoryOf);
  return {
    category: text(params.category),
    search: text(params.search),
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    ...(translationOf && isValidSlug(translationOf) && { translationOf }),
    ...(categoryOf && { categoryOf }),
  };
}

/** The search box only asks the server once the trimmed text has at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

export function isSearchable(term: string): boolean {
  return term.trim().length >= MIN_SEARCH_LENGTH;
}

/** Query of a blog-list link (filters kept, page 1 omitted). */
export function blogQuery(filters: Partial<BlogFilters>): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.category) query.category = filters.category;
  if (filters.search) query.search = filters.search;
  if (filters.page && filters.page > 1) query.page = String(filters.page);
  return query;
}

export { PAGE_SIZE };
