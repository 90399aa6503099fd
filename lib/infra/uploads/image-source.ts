/**
 * How a post's cover image can be shown, decided once for the editor's validation and for the
 * pages: a site image goes through next/image, which throws on anything but a plain path (a query
 * string is refused without `images.localPatterns`), so only plain paths under /images/ or
 * /uploads/ count as local; an http(s) image elsewhere is shown as a plain <img>. Stored posts
 * also come from the legacy platform and imports, so pages check again rather than trust them.
 */
export type ImageSource = { kind: 'local'; src: string } | { kind: 'remote'; src: string } | { kind: 'unusable' };

/** File and folder names of letters, digits, `-`, `_` and `.`, never `.` or `..` alone. */
const LOCAL_IMAGE = /^\/(?:images|uploads)(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._-]+)+$/;

// Whitespace and control characters: a URL the browser would read differently than we do.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

export function imageSource(value: unknown): ImageSource {
  if (typeof value !== 'string' || value.length > 2000) return { kind: 'unusable' };
  if (value.startsWith('/')) return LOCAL_IMAGE.test(value) ? { kind: 'local', src: value } : { kind: 'unusable' };
  if (UNSAFE_CHARACTERS.test(value)) return { kind: 'unusable' };
  try {
    const url = new URL(value);
    const web = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    return web ? { kind: 'remote', src: value } : { kind: 'unusable' };
  } catch {
    return { kind: 'unusable' };
  }
}

/** A file saveUpload stored as an image (`/uploads/{uuid}.png` …), the only address an uploaded logo may have. */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|avif)$/;

export function isUploadedImageUrl(value: unknown): value is `/uploads/${string}` {
  return typeof value === 'string' && UPLOADED_IMAGE.test(value);
}

/** The cover as an absolute URL for metadata, feeds and structured data; undefined when unusable. */
export function absoluteImageUrl(value: unknown, siteUrl: string): string | undefined {
  const source = imageSource(value);
  return source.kind === 'unusable' ? undefined : new URL(source.src, siteUrl).toString();
}
