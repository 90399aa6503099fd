import { requireAdmin } from '@/lib/auth/service';

/** `GET /api/admin/session` → `{ "admin": true|false }`, for the admin controls on public pages. */
export async function GET() {
  const auth = await requireAdmin();
  return Response.json({ admin: auth.ok }, { headers: { 'Cache-Control': 'private, no-store' } });
}
