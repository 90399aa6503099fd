import type { NextRequest } from 'next/server';
import { leadListQuery } from '@/lib/features/leads';
import { parseUuid } from '@/lib/infra/util/ids';
import { selectedIds } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';
import { leadsToCsv } from '@/lib/features/leads';
import { leadStore } from '@/lib/features/leads';

const EXPORT_PAGE = 200;

/** `GET /api/admin/leads/export?kind=&status=&q=&from=&to=` (the inbox as filtered) or `?ids=` (a selection) → the leads as CSV (admins only). */
export async function GET(request: NextRequest) {
  const auth = await requireRole('leads');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const params = request.nextUrl.searchParams;
  const ids = params.has('ids') ? selectedIds(params.get('ids'), parseUuid) : undefined;
  if (ids === null) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { query } = leadListQuery(params);
  const filters = ids ? { ids } : query;
  const rows = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await leadStore().list({ ...filters, limit: EXPORT_PAGE, offset });
    rows.push(...page.leads);
    if (page.leads.length < EXPORT_PAGE || rows.length >= page.total) break;
  }
  await audit({ actor: auth.user, action: 'lead.export', detail: ids ? { selection: ids.length, rows: rows.length } : { kind: query.kind, status: query.status, q: query.search, rows: rows.length } });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-leads-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
