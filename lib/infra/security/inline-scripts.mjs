// @ts-check
/**
 * Hash-based CSP for pages that are rendered once and cached (static and ISR pages cannot carry a
 * per-request nonce). The production server hashes the inline scripts of an HTML document that the
 * site itself emits (server/own-scripts.mjs) and allows exactly those in `script-src`.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * @param {string} attributes the raw attributes of a `<script>` start tag
 * @returns {boolean} whether the element is an inline script the browser would execute
 */
function isExecutableInline(attributes) {
  if (/(?:^|\s)src\s*=/i.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  return EXECUTABLE_TYPES.has(value);
}

/**
 * The text of every executable inline script, in document order, without duplicates.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const bodies = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (body && isExecutableInline(attributes)) bodies.add(body);
  }
  return [...bodies];
}

/**
 * The CSP source expression (`'sha256-…'`) that allows one inline script.
 * @param {string} body
 */
export const scriptHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * Source expressions for the executable inline scripts that `isAllowed` accepts (all by default),
 * in document order, without duplicates.
 * @param {string} html
 * @param {(body: string) => boolean} [isAllowed]
 * @returns {string[]}
 */
export function inlineScriptHashes(html, isAllowed = () => true) {
  return inlineScripts(html).filter(isAllowed).map(scriptHash);
}

/**
 * Adds source expressions to the `script-src` directive of a policy (to `default-src` when the
 * policy has no `script-src`).
 * @param {string} policy
 * @param {string[]} sources
 * @returns {string}
 */
export function allowScripts(policy, sources) {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean);
  const target = directives.findIndex((d) => /^script-src\s/i.test(d)) >= 0 ? 'script-src' : 'default-src';
  return directives
    .map((directive) => {
      const [name] = directive.split(/\s+/, 1);
      if (name?.toLowerCase() !== target) return directive;
      // A hash makes browsers ignore 'unsafe-inline'; leave such (development) policies alone.
      if (directive.includes("'unsafe-inline'")) return directive;
      return `${directive} ${sources.join(' ')}`;
    })
    .join('; ');
}
