import type { NextRequest } from 'next/server';
import { audit } from '@/lib/features/audit';
import { newsletterCsv } from '@/lib/features/newsletter';
import { SUBSCRIBERS_LIST, type SubscriberState } from '@/lib/features/newsletter/shared/list-spec';
import { requireRole } from '@/lib/features/people';
import { parseSerialId } from '@/lib/infra/util/ids';
import { parseListQuery, selectedIds } from '@/lib/infra/util/list-query';

/**
 * `GET /api/admin/newsletter/export` → every newsletter subscriber as CSV (formula cells defused);
 * `?ids=1,2` a selection, `?q=&status=&lang=` the list as filtered.
 */
export async function GET(request: NextRequest) {
  const auth = await requireRole('newsletter');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const params = request.nextUrl.searchParams;
  let ids: number[] | undefined;
  if (params.has('ids')) {
    const selected = selectedIds(params.get('ids'), parseSerialId);
    if (!selected) return Response.json({ error: 'too-many' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    ids = selected;
  }
  const query = parseListQuery(params, SUBSCRIBERS_LIST);
  const { csv, count } = await newsletterCsv(
    ids ? { ids } : { search: query.q, status: query.status as SubscriberState | undefined, language: query.lang as 'en' | 'es' | undefined, sort: query.sort, dir: query.dir },
  );
  await audit({ actor: auth.user, action: 'newsletter.export', target: 'newsletter-subscribers', detail: { count, selection: ids !== undefined } });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-newsletter-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
