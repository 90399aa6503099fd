import { getEnv } from '@/lib/infra/env.mjs';
import { uploadHeaders } from '@/lib/infra/uploads/headers.mjs';
import { byteRange } from '@/lib/infra/uploads/range';
import { readUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';

/** `GET /uploads/<uuid>.<ext>`: a file stored by saveUpload (lib/infra/uploads/store.ts); a part of it when a Range is asked for (video). */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const upload = await readUpload(name, uploadOptionsFromEnv(getEnv()));
  if (!upload) return Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const headers = uploadHeaders(upload.contentType);
  const size = upload.bytes.byteLength;
  const range = byteRange(request.headers.get('range'), size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  if (!range) return new Response(upload.bytes, { headers });
  return new Response(upload.bytes.subarray(range.start, range.end + 1), {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) },
  });
}
