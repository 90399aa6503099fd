/** A subprocessor change in words, as the mails and the feed give it (plain text, either language). */
import type { TrustChangeKind, TrustLocale } from './types';

interface Snapshot {
  name: string;
  purposeEn: string;
  purposeEs: string;
  locationEn: string;
  locationEs: string;
  dataEn: string;
  dataEs: string;
}

const WORDS = {
  en: { added: 'Added', changed: 'Updated', removed: 'Removed', purpose: 'Purpose', location: 'Location', data: 'Data categories', name: 'name', changedFields: 'What changed' },
  es: { added: 'Nuevo', changed: 'Actualizado', removed: 'Retirado', purpose: 'Finalidad', location: 'Ubicación', data: 'Categorías de datos', name: 'nombre', changedFields: 'Qué ha cambiado' },
} as const;

/** The field names of a `changed` change, in the reader's words: "purpose, location". */
export function changedFieldNames(fields: readonly string[], locale: TrustLocale): string {
  const words = WORDS[locale];
  const name = (field: string) => (field === 'name' ? words.name : field === 'purpose' || field === 'location' || field === 'data' ? words[field].toLowerCase() : field);
  return fields.map(name).join(', ');
}

/** The lines describing one change: what happened to whom, then its purpose, location and data. */
export function localSubprocessorText(snapshot: Snapshot, kind: TrustChangeKind, fields: readonly string[], locale: TrustLocale): string[] {
  const words = WORDS[locale];
  const es = locale === 'es';
  const lines = [`${words[kind]}: ${snapshot.name}`];
  if (kind === 'changed' && fields.length > 0) lines.push(`${words.changedFields}: ${changedFieldNames(fields, locale)}`);
  lines.push(
    `${words.purpose}: ${es ? snapshot.purposeEs : snapshot.purposeEn}`,
    `${words.location}: ${es ? snapshot.locationEs : snapshot.locationEn}`,
    `${words.data}: ${es ? snapshot.dataEs : snapshot.dataEn}`,
  );
  return lines;
}
