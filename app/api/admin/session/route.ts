import { requireRole } from '@/lib/features/people';

/**
 * `GET /api/admin/session` → `{ "admin": true|false }`, for the edit controls on public pages:
 * true for the roles that edit every post (editors and admins).
 */
export async function GET() {
  const auth = await requireRole('posts.publish');
  return Response.json({ admin: auth.ok }, { headers: { 'Cache-Control': 'private, no-store' } });
}
