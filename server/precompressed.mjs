// @ts-check
/**
 * The copies `npm run build` writes beside each browser asset (scripts/build/precompress.mjs) and
 * the server sends (server/static-assets.mjs): the file name's suffix per Content-Encoding.
 */
export const ENCODINGS = /** @type {const} */ ({ br: '.br', gzip: '.gz' });
