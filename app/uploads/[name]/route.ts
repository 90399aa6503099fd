import { getEnv } from '@/lib/infra/env.mjs';
import { uploadHeaders } from '@/lib/infra/uploads/headers.mjs';
import { readUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';

/** `GET /uploads/<uuid>.<ext>`: an image stored by saveUpload (lib/infra/uploads/store.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const upload = await readUpload(name, uploadOptionsFromEnv(getEnv()));
  if (!upload) return Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(upload.bytes, { headers: uploadHeaders(upload.contentType) });
}
