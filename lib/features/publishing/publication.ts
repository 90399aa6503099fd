/**
 * This process's publication clock (publication-clock.ts), started with the server with the
 * schedules of every kind of content that lives in the site's database.
 */
import 'server-only';
import { auditStore, type AuditAction } from '@/lib/features/audit';
import { expireTagsOutsideRequest } from '@/lib/infra/cache/expire.mjs';
import { getDatabase } from '@/lib/infra/db';
import { createPublicationClock, type PublicationClock, type Schedule } from './publication-clock';
import type { ReviewKind } from './shared/review';

const CLOCK = Symbol.for('otailo.publicationClock');
type Holder = { [CLOCK]?: PublicationClock };

export function startPublicationClock(schedules: readonly Schedule[]): void {
  const holder = globalThis as Holder;
  if (holder[CLOCK] || schedules.length === 0) return;
  holder[CLOCK] = createPublicationClock({
    database: getDatabase,
    schedules,
    expire: (tags) => expireTagsOutsideRequest(tags),
    published: async (kind, entry) => {
      await auditStore().record({ action: `${kind}.published-by-schedule` as AuditAction, target: `${kind}:${entry.id}`, detail: { slug: entry.slug } });
      // The author hears of it as of an editor's publication (never the clock's failure: announceReviewMove logs its own).
      // Loaded on a publication, not with the clock: the accounts and mail code stay out of a server that never needs them.
      const { announceReviewMove } = await import('./review');
      await announceReviewMove({ entry: { kind: kind as ReviewKind, id: entry.id, title: entry.title, language: entry.language, ownerId: entry.ownerId }, from: 'scheduled', to: 'published', actor: null });
    },
  });
}

export function stopPublicationClock(): void {
  const holder = globalThis as Holder;
  holder[CLOCK]?.stop();
  delete holder[CLOCK];
}

/** A schedule was saved here: look at it now rather than at the next poll. */
export function nudgePublicationClock(): void {
  (globalThis as Holder)[CLOCK]?.nudge();
}
