import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * The catalogues sent to the browser, compiled on the server: each ICU message becomes the compact
 * form `use-intl/format-message/format-only` reads, so the browser never loads an ICU parser
 * (intl-messageformat and its parser: about 12 kB gzipped on every page). next.config.mjs points
 * `use-intl/format-message` at that formatter for client components (in the browser and when
 * they render on the server); server components keep the full one and the plain catalogues
 * (some of their messages are raw content, read with `t.raw`, not ICU).
 *
 * Only for what a NextIntlClientProvider receives. Compiled once per catalogue object.
 */
export function precompileMessages(messages: Record<string, unknown>): AbstractIntlMessages {
  return compileTree(messages) as AbstractIntlMessages;
}

const compiled = new WeakMap<object, unknown>();

function compileTree(value: unknown): unknown {
  // The compiler builds plural and select branches as prototype-less objects, which React cannot
  // pass to a client component: the JSON round trip makes them plain ones.
  if (typeof value === 'string') return JSON.parse(JSON.stringify(compile(value)));
  if (value === null || typeof value !== 'object') return value;
  const known = compiled.get(value);
  if (known !== undefined) return known;
  const result = Array.isArray(value)
    ? value.map(compileTree)
    : Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, compileTree(entry)]));
  compiled.set(value, result);
  return result;
}
