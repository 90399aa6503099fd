import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { adminCategories, adminIntegrations } from '@/lib/features/integrations';
import { INTEGRATIONS_LIST } from '@/lib/features/integrations/shared/list-spec';
import type { IntegrationEntry, IntegrationStatus } from '@/lib/features/integrations/shared/types';
import { requireRole } from '@/lib/features/people';
import { csvDocument } from '@/lib/infra/util/csv';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

const EXPORT_PAGE = 100;
/** The most integrations one export holds. */
const MAX_EXPORT = 20_000;
const COLUMNS = ['id', 'name', 'slug', 'category', 'availability', 'status', 'description_en', 'description_es', 'docs_url', 'position', 'updated_at'] as const;

/** `GET /api/admin/integrations/export?ids=1,2` (a selection) or `?q=&status=…` (the list as filtered) → the integrations as CSV, cells defused. */
export async function GET(request: NextRequest) {
  const auth = await requireRole('integrations');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  const params = request.nextUrl.searchParams;
  let rows: IntegrationEntry[];
  if (params.has('ids')) {
    const ids = selectedIds(params.get('ids'), parseSerialId);
    if (!ids) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    rows = await adminIntegrations.byIds(ids);
  } else {
    const query = parseListQuery(params, INTEGRATIONS_LIST);
    // As the list: a category the table does not hold filters nothing.
    const category = query.category && (await adminCategories.all()).some((known) => known.slug === query.category) ? query.category : undefined;
    rows = [];
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await adminIntegrations.page(page, EXPORT_PAGE, { search: query.q, status: query.status as IntegrationStatus | undefined, category, sort: query.sort, dir: query.dir });
      rows.push(...found.rows);
      if (found.page >= found.pageCount) break;
    }
  }
  await audit({ actor: auth.user, action: 'integration.export', detail: { rows: rows.length, selection: params.has('ids') } });
  const csv = csvDocument(
    COLUMNS,
    rows.map((integration) => [integration.id, integration.name, integration.slug, integration.category, integration.availability, integration.status, integration.copy.en.description, integration.copy.es.description, integration.docsUrl, integration.position, integration.updatedAt]),
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-integrations-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
