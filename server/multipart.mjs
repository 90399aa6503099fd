// @ts-check
/**
 * The parts of a multipart/form-data body, found with Buffer searches: each part's name, whether it
 * is a file, and where its value lies. Nothing is copied or decoded, so a 6 MB upload costs a few
 * searches, where a full parse (undici's `formData()`) takes a few hundred milliseconds of the main
 * thread. It is stricter than the parsers Next.js uses (busboy for fetch actions, undici for forms
 * without JavaScript): what browsers and `fetch` send passes; whatever either parser might read
 * differently from this one is refused.
 */

/** @typedef {{ name: string, file: boolean, start: number, end: number }} Part */
/** @typedef {'multipart' | 'multipart-parts'} MultipartProblem */

/**
 * The most parts a body may have. Forms here have at most a few dozen fields; busboy spends ~0.5 s
 * of the main thread on 100,000 tiny parts.
 */
export const MAX_PARTS = 256;
/** A part's headers (Content-Disposition, Content-Type) take a few hundred bytes. */
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** Control characters other than the line breaks that end a header line (a NUL in a file name, say): busboy throws on them. */
const HEADER_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** One header line: a token, a colon, a value (no folded lines). */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*)$/;
/**
 * One parameter of Content-Disposition: `; name="value"` (a quoted string, with backslash escapes as
 * busboy reads them) or `; name=token`.
 */
const PARAMETER = /;[ \t]*([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*=[ \t]*(?:"((?:[^"\\]|\\.)*)"|([^;\s"]+))[ \t]*/y;

/**
 * @param {string} contentType the request's Content-Type
 * @returns {string | undefined} the boundary (RFC 2046: 1 to 70 characters)
 */
function boundaryOf(contentType) {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

/**
 * A part's name and whether it is a file, from its headers; undefined when they are not what a
 * browser sends (no name, an unknown or repeated parameter, `name*=`, a transfer encoding…).
 * @param {string} head the part's header lines, as latin1
 * @returns {{ name: string, file: boolean } | undefined}
 */
function readPartHead(head) {
  if (HEADER_CONTROL.test(head)) return undefined;
  /** @type {string | undefined} */
  let disposition;
  for (const line of head.split('\r\n')) {
    const header = HEADER_LINE.exec(line);
    if (!header) return undefined;
    const name = (header[1] ?? '').toLowerCase();
    // React refuses base64 files by throwing; browsers send no transfer encoding at all.
    if (name === 'content-transfer-encoding') return undefined;
    if (name !== 'content-disposition') continue;
    if (disposition !== undefined) return undefined;
    disposition = header[2] ?? '';
  }
  const type = /^form-data[ \t]*/i.exec(disposition ?? '');
  if (!type || disposition === undefined) return undefined;
  /** @type {Map<string, string>} */
  const parameters = new Map();
  PARAMETER.lastIndex = type[0].length;
  while (PARAMETER.lastIndex < disposition.length) {
    const start = PARAMETER.lastIndex;
    const parameter = PARAMETER.exec(disposition);
    if (!parameter || PARAMETER.lastIndex === start) return undefined;
    const key = (parameter[1] ?? '').toLowerCase();
    if ((key !== 'name' && key !== 'filename') || parameters.has(key)) return undefined;
    parameters.set(key, parameter[2] === undefined ? (parameter[3] ?? '') : parameter[2].replace(/\\(.)/g, '$1'));
  }
  const name = parameters.get('name');
  if (name === undefined) return undefined;
  // busboy reads parameters as UTF-8 (Next.js sets defParamCharset); the header was read as latin1.
  return { name: Buffer.from(name, 'latin1').toString('utf8'), file: parameters.has('filename') };
}

/**
 * The parts of a body, or why it is refused: a body that is not a browser's multipart (no
 * boundary, a preamble, a part without a name, no closing delimiter), or one of more than
 * MAX_PARTS parts.
 * @param {Buffer} body
 * @param {string} contentType
 * @param {{ partial?: boolean }} [options] `partial`: `body` is the start of one: the whole parts in it
 * @returns {{ parts: Part[] } | { problem: MultipartProblem }}
 */
export function scanMultipart(body, contentType, { partial = false } = {}) {
  const boundary = boundaryOf(contentType);
  if (!boundary) return { problem: 'multipart' };
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  // The body opens with the first delimiter, without its line break.
  if (body.compare(delimiter, 2, delimiter.length, 0, delimiter.length - 2) !== 0) return { problem: 'multipart' };
  /** @type {Part[]} */
  const parts = [];
  let at = delimiter.length - 2;
  for (;;) {
    if (partial && at + 2 > body.length) return { parts };
    // After a delimiter: `--` closes the body (what follows is an epilogue), a line break opens a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return { parts };
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return { problem: 'multipart' };
    if (parts.length === MAX_PARTS) return { problem: 'multipart-parts' };
    const headStart = at + 2;
    const headEnd = body.indexOf('\r\n\r\n', headStart, 'latin1');
    if (headEnd < 0 && partial) return { parts };
    if (headEnd < 0 || headEnd - headStart > MAX_PART_HEADER_BYTES) return { problem: 'multipart' };
    const head = readPartHead(body.toString('latin1', headStart, headEnd));
    if (!head) return { problem: 'multipart' };
    const start = headEnd + 4;
    const end = body.indexOf(delimiter, start);
    if (end < 0) return partial ? { parts } : { problem: 'multipart' };
    parts.push({ ...head, start, end });
    at = end + delimiter.length;
  }
}
