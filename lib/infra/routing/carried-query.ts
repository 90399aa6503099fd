/**
 * What a page's language switch carries to the other language's page: the visitor's state in the
 * address (a booking's ticket or token, the calculator's figures, a search, a directory's filters).
 * Pages rendered per request write it into the link itself, so it works without JavaScript and in
 * a new tab; elsewhere the link adds it when clicked. Browser-safe.
 */

/** A longer query is not carried (a link holding whatever a visitor typed in the address bar). */
export const CARRIED_QUERY_MAX = 2_000;

/** The query for the other language's `pathname` (the public path, without the locale), or ''. */
export function carriedQuery(pathname: string, params: URLSearchParams): string {
  const carried = new URLSearchParams(params);
  if (pathname === '/blog') {
    // The blog's page number belongs to one language's list, and so does a category's name: the
    // other list finds its own name for it (`categoryOf`, app/[locale]/(per-request)/blog-results).
    carried.delete('page');
    const category = carried.get('category');
    carried.delete('category');
    if (category) carried.set('categoryOf', category);
  }
  const query = carried.toString();
  return query.length <= CARRIED_QUERY_MAX ? query : '';
}

/** A page's `searchParams` as URLSearchParams (repeated names kept). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, one);
  }
  return params;
}
