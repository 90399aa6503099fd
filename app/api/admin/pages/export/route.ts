import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { adminPages, pageSitePath, type PageSummary } from '@/lib/features/pages';
import { PAGES_LIST } from '@/lib/features/pages/shared/list-spec';
import { requireRole } from '@/lib/features/people';
import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { csvDocument } from '@/lib/infra/util/csv';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

const EXPORT_PAGE = 100;
/** The most pages one export holds (the instance holds at most MAX_PAGES). */
const MAX_EXPORT = 20_000;
const COLUMNS = ['id', 'title', 'address', 'key', 'status', 'live', 'language', 'translation', 'published_at', 'updated_at'] as const;

/** `GET /api/admin/pages/export?ids=1,2` (a selection) or `?q=&status=…` (the list as filtered) → the pages as CSV, cells defused. */
export async function GET(request: NextRequest) {
  const auth = await requireRole('pages');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  const params = request.nextUrl.searchParams;
  let rows: PageSummary[];
  if (params.has('ids')) {
    const ids = selectedIds(params.get('ids'), parseSerialId);
    if (!ids) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    rows = await adminPages.byIds(ids);
  } else {
    const query = parseListQuery(params, PAGES_LIST);
    rows = [];
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await adminPages.page(page, EXPORT_PAGE, { search: query.q, status: query.status as ContentStatus | undefined, language: query.lang as ContentLanguage | undefined, ownerId: query.author, sort: query.sort, dir: query.dir });
      rows.push(...found.rows);
      if (found.page >= found.pageCount) break;
    }
  }
  await audit({ actor: auth.user, action: 'page.export', detail: { rows: rows.length, selection: params.has('ids') } });
  const csv = csvDocument(
    COLUMNS,
    rows.map((page) => [page.id, page.title, pageSitePath(page), page.key, page.status, page.publishedRevision !== null ? 'yes' : 'no', page.language, page.translationStatus, page.publishedAt, page.updatedAt]),
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-pages-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
