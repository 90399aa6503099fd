import { audit } from '@/lib/features/audit';
import { adminApplications } from '@/lib/features/applications';
import { requireRole } from '@/lib/features/people';
import { parseSerialId } from '@/lib/infra/util/ids';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * `GET /api/admin/applications/{id}/cv` → the applicant's CV, for a signed-in account with the
 * `applications` permission only (401 signed out, 403 without it, 404 unknown): always an attachment,
 * never shown in the site's origin, never cached. Each download is in the audit log.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const auth = await requireRole('applications');
  if (!auth.ok) return Response.json({ error: auth.reason }, { status: auth.reason === 'signed-out' ? 401 : 403, headers: PRIVATE });
  const id = parseSerialId((await params).id);
  const found = id ? await adminApplications.cv(id) : null;
  if (!found) return Response.json({ error: 'not-found' }, { status: 404, headers: PRIVATE });
  const { application, bytes } = found;
  await audit({ actor: auth.user, action: 'application.cv-download', target: `application:${application.id}`, detail: { opening: application.openingTitle } });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="cv-application-${application.id}.pdf"`,
    },
  });
}
