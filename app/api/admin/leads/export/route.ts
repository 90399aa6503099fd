import type { NextRequest } from 'next/server';
import { leadFilters } from '@/lib/features/leads';
import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';
import { leadsToCsv } from '@/lib/features/leads';
import { leadStore } from '@/lib/features/leads';

const EXPORT_PAGE = 200;

/** `GET /api/admin/leads/export?kind=&status=` → the leads as CSV (admins only). */
export async function GET(request: NextRequest) {
  const auth = await requireRole('leads');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const filters = leadFilters(request.nextUrl.searchParams);
  const rows = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await leadStore().list({ ...filters, limit: EXPORT_PAGE, offset });
    rows.push(...page.leads);
    if (page.leads.length < EXPORT_PAGE || rows.length >= page.total) break;
  }
  await audit({ actor: auth.user, action: 'lead.export', detail: { ...filters, rows: rows.length } });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-leads-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
