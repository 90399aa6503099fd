/**
 * How pages reach the trust center: one cached read under the `trust` tag that every admin change
 * expires, so the page, its feed and the server's page store show a change on the next request
 * (the cached public reads every kind of published content shares: lib/features/publishing).
 */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { publicReads } from '@/lib/features/publishing';
import type { TrustChangeRow, TrustSubprocessorSnapshot } from './tables';
import { readTrustRows, type TrustRows } from './store';
import type { TrustCenter, TrustChange, TrustLocale } from './shared/types';

export const TRUST_TAG = 'trust';
const reads = publicReads(TRUST_TAG);

/** The rows as plain JSON (the cache stores JSON: dates become ISO strings here, not by accident). */
type StoredTrust = ReturnType<typeof toStored>;

function toStored({ compliance, subprocessors, changes, settings }: TrustRows) {
  return {
    compliance: compliance.map(({ createdAt: _c, updatedAt: _u, ...item }) => item),
    subprocessors: subprocessors.map(({ createdAt: _c, updatedAt: _u, ...item }) => item),
    changes: changes.map((change) => ({ id: change.id, kind: change.kind, snapshot: change.snapshot, fields: change.fields, at: change.createdAt.toISOString() })),
    dpa: settings?.dpaUrl ? { url: settings.dpaUrl, bytes: settings.dpaBytes ?? 0, uploadedAt: (settings.dpaUploadedAt ?? new Date(0)).toISOString() } : null,
  };
}

const cachedTrust = reads.cached('center', async () => toStored(await readTrustRows(await getDatabase())));

const es = (locale: TrustLocale) => locale === 'es';

/** A recorded subprocessor in one language. */
export function localSubprocessor(snapshot: TrustSubprocessorSnapshot, locale: TrustLocale) {
  return {
    name: snapshot.name,
    purpose: es(locale) ? snapshot.purposeEs : snapshot.purposeEn,
    location: es(locale) ? snapshot.locationEs : snapshot.locationEn,
    data: es(locale) ? snapshot.dataEs : snapshot.dataEn,
  };
}

export function localChange(change: Pick<TrustChangeRow, 'id' | 'kind' | 'snapshot' | 'fields'> & { at: string }, locale: TrustLocale): TrustChange {
  return { id: change.id, kind: change.kind, subprocessor: localSubprocessor(change.snapshot, locale), fields: change.fields, at: change.at };
}

export function localTrustCenter(stored: StoredTrust, locale: TrustLocale): TrustCenter {
  return {
    compliance: stored.compliance.map((item) => ({
      id: item.id,
      name: es(locale) ? item.nameEs : item.nameEn,
      status: item.status,
      statusDate: item.statusDate,
      note: es(locale) ? item.noteEs : item.noteEn,
    })),
    subprocessors: stored.subprocessors.map((item) => ({ id: item.id, ...localSubprocessor(item, locale) })),
    changes: stored.changes.map((change) => localChange(change, locale)),
    dpa: stored.dpa,
  };
}

/** The trust center in one language, from the cache. */
export async function getTrustCenter(locale: TrustLocale): Promise<TrustCenter> {
  return localTrustCenter(await cachedTrust(), locale);
}

/** The dated changes as recorded (each with both languages' texts), newest first, from the cache: the feed. */
export async function getTrustChangeRecords() {
  return (await cachedTrust()).changes;
}

/** Called by every admin change: the page and the feed render afresh on their next request. */
export const trustChanged: () => void = reads.changed;
