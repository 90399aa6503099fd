/**
 * The contact form asks for one full name; the CRM wants a first and a last name. As the legacy
 * site did (spec §5): split at the first space, and with a single word both get the whole name.
 * Runs of whitespace count as one space; the rest of the name stays in the last name.
 */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const name = full.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: name };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}
