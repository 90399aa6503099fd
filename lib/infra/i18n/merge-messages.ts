/** A message catalogue: texts, lists of texts and the figures of charts and stats they describe. */
export type Messages = { [key: string]: unknown };

const isCatalogue = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deep-merges `own` over `fallback`, so a key missing in one locale shows the fallback text.
 * Lists (a page's features, a policy's sections) are replaced whole, never mixed.
 */
export function mergeMessages<T extends Messages>(fallback: T, own: Messages): T {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(own)) {
    const base = merged[key];
    merged[key] = isCatalogue(value) && isCatalogue(base) ? mergeMessages(base, value) : value;
  }
  return merged as T;
}

/** Every leaf key as a dotted path (`Header.nav.blog`, `Home.stats.items.0.label`). */
export function messageKeys(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix.slice(0, -1)];
  return Object.entries(messages).flatMap(([key, value]) => messageKeys(value, `${prefix}${key}.`));
}

/** The value at a dotted key path. */
export function messageAt(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
}
