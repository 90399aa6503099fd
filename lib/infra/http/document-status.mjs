// @ts-check
/**
 * A page can declare the HTTP status of its own document (Next.js's `notFound()` answers with an
 * empty, client-rendered shell: vercel/next.js#62228). The production server reads the marker and
 * sends the status with the fully server-rendered page.
 */
export const STATUS_META_NAME = 'otailo-http-status';

/** How an error answer is sent (a declared status, a missing post's card): kept by no cache, as Next.js sends its own 404s. */
export const ERROR_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

const MARKER = new RegExp(`<meta name="${STATUS_META_NAME}" content="(\\d{3})"`);

/**
 * @param {string} html
 * @returns {number | undefined}
 */
export function declaredStatus(html) {
  const match = MARKER.exec(html.slice(0, 64 * 1024));
  const code = match ? Number(match[1]) : undefined;
  return code !== undefined && code >= 400 && code <= 599 ? code : undefined;
}
