import type { NextRequest } from 'next/server';
import { auditFilterFrom, auditStore, auditToCsv } from '@/lib/features/audit';
import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';

const EXPORT_PAGE = 1000;
/** A bound on one file; narrow the days for more. */
const EXPORT_MAX = 100_000;

/** `GET /api/admin/audit/export?action=&actor=&from=&to=` → the matching entries as CSV (admins only). */
export async function GET(request: NextRequest) {
  const auth = await requireRole('audit');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const filter = auditFilterFrom(request.nextUrl.searchParams);
  // The export is itself an entry, recorded first so that it is in the file.
  await audit({ actor: auth.user, action: 'audit.export', detail: { ...filter } });
  const rows = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await auditStore().list({ ...filter, limit: EXPORT_PAGE, offset });
    rows.push(...page);
    if (page.length < EXPORT_PAGE || rows.length >= EXPORT_MAX) break;
  }
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(auditToCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-audit-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
