import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { adminOpenings } from '@/lib/features/openings';
import { openingCsvRows, OPENING_CSV_COLUMNS } from '@/lib/features/openings/shared/csv';
import { OPENINGS_LIST } from '@/lib/features/openings/shared/list-spec';
import type { Opening } from '@/lib/features/openings/shared/types';
import { requireRole } from '@/lib/features/people';
import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { csvDocument } from '@/lib/infra/util/csv';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

const EXPORT_PAGE = 100;
/** The most openings one export holds. */
const MAX_EXPORT = 20_000;

/** `GET /api/admin/openings/export?ids=1,2` (a selection) or `?q=&status=…` (the list as filtered) → the openings as CSV, cells defused. */
export async function GET(request: NextRequest) {
  const auth = await requireRole('openings');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  const params = request.nextUrl.searchParams;
  let rows: Opening[];
  const translations: Opening[] = [];
  if (params.has('ids')) {
    const ids = selectedIds(params.get('ids'), parseSerialId);
    if (!ids) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    rows = await adminOpenings.byIds(ids);
    translations.push(...(await adminOpenings.translationsOf(rows)));
  } else {
    const query = parseListQuery(params, OPENINGS_LIST);
    rows = [];
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await adminOpenings.page(page, EXPORT_PAGE, { search: query.q, status: query.status as ContentStatus | undefined, language: query.lang as ContentLanguage | undefined, sort: query.sort, dir: query.dir });
      rows.push(...found.rows);
      translations.push(...found.translations);
      if (found.page >= found.pageCount) break;
    }
  }
  await audit({ actor: auth.user, action: 'opening.export', detail: { rows: rows.length, selection: params.has('ids') } });
  return new Response(csvDocument(OPENING_CSV_COLUMNS, openingCsvRows(rows, translations)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-job-openings-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
