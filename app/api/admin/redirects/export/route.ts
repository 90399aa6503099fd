import { audit } from '@/lib/features/audit';
import { requireRole } from '@/lib/features/people';
import { redirectsExport } from '@/lib/features/redirects';

/** `GET /api/admin/redirects/export` → every redirect as CSV (`source,target,status`), the file the import reads, streamed. */
export async function GET() {
  const auth = await requireRole('redirects');
  if (!auth.ok) {
    return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const { count, csv } = await redirectsExport();
  await audit({ actor: auth.user, action: 'redirect.export', target: 'redirects', detail: { count } });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="otailo-redirects-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
