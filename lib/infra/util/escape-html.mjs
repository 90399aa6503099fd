// @ts-check
/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to place in HTML, as element content or inside a double-quoted attribute. Plain
 * ESM: the production server's own pages (server/refusal.mjs) use it too.
 * @param {string} text
 */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
