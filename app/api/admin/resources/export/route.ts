import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { adminResources } from '@/lib/features/resources';
import { RESOURCES_LIST } from '@/lib/features/resources/shared/list-spec';
import { resourceCsvRow, RESOURCE_CSV_COLUMNS } from '@/lib/features/resources/shared/csv';
import type { Resource, ResourceType } from '@/lib/features/resources/shared/types';
import { csvDocument } from '@/lib/infra/util/csv';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

const EXPORT_PAGE = 100;
/** The most resources one export holds. */
const MAX_EXPORT = 20_000;

/** `GET /api/admin/resources/export?ids=1,2` (a selection) or `?q=&kind=…` (the list as filtered) → the resources as CSV, cells defused. */
export async function GET(request: NextRequest) {
  const auth = await requireRole('resources');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  const params = request.nextUrl.searchParams;
  let rows: Resource[];
  if (params.has('ids')) {
    const ids = selectedIds(params.get('ids'), parseSerialId);
    if (!ids) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    rows = await adminResources.byIds(ids);
  } else {
    const query = parseListQuery(params, RESOURCES_LIST);
    rows = [];
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await adminResources.page(page, EXPORT_PAGE, {
        search: query.q,
        type: query.kind as ResourceType | undefined,
        language: query.lang as ContentLanguage | undefined,
        status: query.status as 'draft' | 'published' | undefined,
        sort: query.sort,
        dir: query.dir,
      });
      rows.push(...found.rows);
      if (found.page >= found.pageCount) break;
    }
  }
  await audit({ actor: auth.user, action: 'resource.export', detail: { rows: rows.length, selection: params.has('ids') } });
  return new Response(csvDocument(RESOURCE_CSV_COLUMNS, rows.map(resourceCsvRow)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-resources-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
