import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';
import { adminPosts } from '@/lib/features/posts';
import { POSTS_LIST } from '@/lib/features/posts/shared/list-spec';
import type { PostLanguage, PostStatus, PostSummary } from '@/lib/features/posts/shared/types';
import { csvDocument } from '@/lib/infra/util/csv';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

const EXPORT_PAGE = 100;
/** The most posts one export holds: a site's whole blog, bounded. */
const MAX_EXPORT = 20_000;

const COLUMNS = ['id', 'title', 'slug', 'status', 'language', 'category', 'author', 'date', 'published_at', 'updated_at'] as const;

/**
 * `GET /api/admin/posts/export?ids=1,2` (a selection) or `?q=&status=…` (the list as filtered) → the
 * posts as CSV, cells defused (lib/infra/util/csv.ts). An author exports their own posts only.
 */
export async function GET(request: NextRequest) {
  const auth = await requireRole('posts');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  const params = request.nextUrl.searchParams;
  const own = auth.user.role === 'author' ? auth.user.id : undefined;
  let rows: PostSummary[];
  if (params.has('ids')) {
    const ids = selectedIds(params.get('ids'), parseSerialId);
    if (!ids) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    rows = (await adminPosts.byIds(ids)).filter((post) => own === undefined || post.ownerId === own);
  } else {
    const query = parseListQuery(params, POSTS_LIST);
    rows = [];
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await adminPosts.list({
        ownerId: own ?? query.author,
        search: query.q,
        status: query.status as PostStatus | undefined,
        language: query.lang as PostLanguage | undefined,
        category: query.category,
        fromDay: query.from,
        toDay: query.to,
        sort: query.sort,
        dir: query.dir,
        page,
        pageSize: EXPORT_PAGE,
      });
      rows.push(...found.posts);
      if (found.posts.length < EXPORT_PAGE) break;
    }
  }
  await audit({ actor: auth.user, action: 'post.export', detail: { rows: rows.length, selection: params.has('ids') } });
  const csv = csvDocument(
    COLUMNS,
    rows.map((post) => [post.id, post.title, post.slug, post.status, post.language, post.category, post.author, post.date, post.publishedAt, post.updatedAt]),
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-posts-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
