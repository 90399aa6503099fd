// @ts-check
/**
 * Headers for serving uploads (images, and the trust center's PDF) (app/uploads/[name]/route.ts). Plain ESM because
 * next.config.mjs needs the policy too: Next.js applies the config's headers first and then keeps
 * them over a route's own, so the site-wide policy would otherwise replace this one.
 */

/** Nothing may load or run; the image itself may render (also when opened on its own). */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * @param {string} contentType the type sniffed from the stored bytes
 * @returns {Record<string, string>}
 */
export function uploadHeaders(contentType) {
  return {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    // A document (the trust center's PDF) is downloaded, never rendered as a page of this site.
    'Content-Disposition': contentType === 'application/pdf' ? 'attachment' : 'inline',
    // Names are random and never reused: a stored file never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
    // A video is played from any point: browsers ask for parts of it (Safari requires it).
    'Accept-Ranges': 'bytes',
    'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
  };
}
