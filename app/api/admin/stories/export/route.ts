import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';
import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { adminStories } from '@/lib/features/stories';
import { STORIES_LIST } from '@/lib/features/stories/shared/list-spec';
import type { StorySummary } from '@/lib/features/stories/shared/types';
import { csvDocument } from '@/lib/infra/util/csv';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

const EXPORT_PAGE = 100;
/** The most stories one export holds. */
const MAX_EXPORT = 20_000;
const COLUMNS = ['id', 'title', 'customer', 'slug', 'status', 'language', 'industry', 'published_at', 'updated_at'] as const;

/** `GET /api/admin/stories/export?ids=1,2` (a selection) or `?q=&status=…` (the list as filtered) → the stories as CSV, cells defused. */
export async function GET(request: NextRequest) {
  const auth = await requireRole('stories');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  const params = request.nextUrl.searchParams;
  let rows: StorySummary[];
  if (params.has('ids')) {
    const ids = selectedIds(params.get('ids'), parseSerialId);
    if (!ids) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    rows = await adminStories.byIds(ids);
  } else {
    const query = parseListQuery(params, STORIES_LIST);
    rows = [];
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await adminStories.page(page, EXPORT_PAGE, { search: query.q, status: query.status as ContentStatus | undefined, language: query.lang as ContentLanguage | undefined, ownerId: query.author, sort: query.sort, dir: query.dir });
      rows.push(...found.rows);
      if (found.page >= found.pageCount) break;
    }
  }
  await audit({ actor: auth.user, action: 'story.export', detail: { rows: rows.length, selection: params.has('ids') } });
  const csv = csvDocument(COLUMNS, rows.map((story) => [story.id, story.title, story.customer, story.slug, story.status, story.language, story.industry, story.publishedAt, story.updatedAt]));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-customer-stories-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
