import type { NextRequest } from 'next/server';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { log } from '@/lib/infra/log.mjs';
import { isSearchable, parseBlogFilters } from '@/lib/features/posts/shared/blog-filters';
import { searchPosts } from '@/lib/features/posts';
import { consume, limits } from '@/lib/infra/rate-limit';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The blog's search box: `GET /api/posts/search?q=term&locale=es` → the first 5 published posts of
 * that language (English when not given) whose title, excerpt or category contains the term (any
 * case), and how many match in all. Rate-limited per visitor address.
 */
export async function GET(request: NextRequest) {
  const term = parseBlogFilters({ search: request.nextUrl.searchParams.get('q') ?? undefined }).search ?? '';
  if (!isSearchable(term)) return json({ error: 'too_short', minLength: 2 }, 400);

  const limit = await consume(limits.blogSearch, request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!limit.allowed) return json({ error: 'rate_limited', retryAfter: limit.retryAfter }, 429, { 'Retry-After': String(limit.retryAfter) });

  try {
    const language = request.nextUrl.searchParams.get('locale') === 'es' ? 'es' : 'en';
    const { total, results } = await searchPosts(term, language, 5);
    return json({
      total,
      results: results.map(({ slug, title, excerpt, category, language }) => ({ slug, title, excerpt, category, language })),
    });
  } catch (error) {
    log.error('blog search failed', { error });
    return json({ error: 'unavailable' }, 503);
  }
}
