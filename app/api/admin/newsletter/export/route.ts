import { audit } from '@/lib/features/audit';
import { newsletterCsv } from '@/lib/features/newsletter';
import { requireRole } from '@/lib/features/people';

/** `GET /api/admin/newsletter/export` → every newsletter subscriber as CSV (formula cells defused). */
export async function GET() {
  const auth = await requireRole('newsletter');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const { csv, count } = await newsletterCsv();
  await audit({ actor: auth.user, action: 'newsletter.export', target: 'newsletter-subscribers', detail: { count } });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-newsletter-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
