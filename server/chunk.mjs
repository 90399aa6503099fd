// @ts-check
/**
 * What `res.write(chunk, encoding)` or `res.end(chunk, encoding)` was given, as bytes: a string in
 * its encoding (UTF-8 by default) or a view of a Uint8Array; undefined for no chunk (a callback in
 * its place, or nothing).
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | undefined}
 */
export function chunkBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}
