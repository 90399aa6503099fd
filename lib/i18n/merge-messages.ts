export type Messages = { [key: string]: string | Messages };

/** Deep-merges `own` over `fallback`, so a key missing in one locale shows the fallback text. */
export function mergeMessages(fallback: Messages, own: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(own)) {
    const base = merged[key];
    merged[key] =
      typeof value === 'object' && typeof base === 'object' ? mergeMessages(base, value) : value;
  }
  return merged;
}

/** Every leaf key as a dotted path (`Header.nav.blog`). */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? messageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
