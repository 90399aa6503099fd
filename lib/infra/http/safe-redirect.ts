/**
 * Where to send someone after sign-in (`?next=`): only a path on this site, never an address a
 * browser could read as another site's. Whitelist first, then every percent-decoding of the value
 * is checked as well, since the value may be decoded again on its way to a `Location` header.
 */

const MAX_LENGTH = 2048;
/** RFC 3986 path, query and fragment characters (percent-escapes included) and nothing else. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]+$/;
/** Backslashes (browsers read `/\x` as `//x`), whitespace, control and invisible format characters. */
const UNSAFE_CHARACTERS = /[\\\s\p{Cc}\p{Cf}]/u;
/** `.` and `..` path segments. */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
/** Layers of percent-encoding a real link may have; more is an attack, not a link. */
const MAX_DECODINGS = 3;

function isSafeLayer(value: string): boolean {
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  // `//host` is protocol-relative; `//` or dot segments further in can collapse into it.
  return !path.includes('//') && !DOT_SEGMENT.test(path);
}

/**
 * `next` when it is a same-site absolute path (`/en/manage?tab=leads`), else `fallback`. Refuses
 * `//evil.example`, `/\evil.example`, `https:evil.example`, `javascript:…`, percent-encoded and
 * double-encoded forms of those, backslashes, whitespace and control characters anywhere.
 */
export function safeRedirectPath(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || next.length > MAX_LENGTH || !URL_CHARACTERS.test(next)) return fallback;
  let layer = next;
  for (let decodings = 0; ; decodings += 1) {
    if (!isSafeLayer(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback; // a stray `%`
    }
    if (decoded === layer) break;
    if (decodings === MAX_DECODINGS) return fallback;
    layer = decoded;
  }
  // Belt and braces: resolved against an origin, the value must stay on it.
  const base = 'http://redirect.invalid';
  try {
    if (new URL(next, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return next;
}
