import type { NextRequest } from 'next/server';
import { ANALYTICS_TABLES, analyticsCsv, analyticsTable, parseDayRange, parsePagePath, type AnalyticsTable } from '@/lib/features/analytics';
import { requireRole } from '@/lib/features/people';

/** `GET /api/admin/analytics/export?table=pages&from=&to=&path=` → one table of the analytics dashboard as CSV (admins only). */
export async function GET(request: NextRequest) {
  const auth = await requireRole('analytics');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const params = request.nextUrl.searchParams;
  const table = params.get('table') as AnalyticsTable;
  if (!ANALYTICS_TABLES.includes(table)) return Response.json({ error: 'unknown table' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const range = { ...parseDayRange(params.get('from')?.slice(0, 20), params.get('to')?.slice(0, 20)), path: parsePagePath(params.get('path')) };
  return new Response(analyticsCsv(table, await analyticsTable(table, range)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-analytics-${table}-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
