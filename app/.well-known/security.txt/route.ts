import { securityTxt } from '@/lib/features/trust';
import { getEnv } from '@/lib/infra/env.mjs';

// Made again every day, so its Expires moves on by itself (RFC 9116 wants it in the future).
export const revalidate = 86400;

/** `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. */
export function GET() {
  const { SITE_URL, SECURITY_CONTACT, CONTACT_EMAIL } = getEnv();
  return new Response(securityTxt({ siteUrl: SITE_URL, contactEmail: SECURITY_CONTACT ?? CONTACT_EMAIL, now: new Date() }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
