/**
 * This process's publication clock (publication-clock.ts), started with the server when posts live
 * in the site's database (the legacy platform has no schedule).
 */
import 'server-only';
import { auditStore } from '@/lib/features/audit';
import { expireTagsOutsideRequest } from '@/lib/infra/cache/expire.mjs';
import { getDatabase } from '@/lib/infra/db';
import { platformFromEnv } from '@/lib/infra/clients/legacy-platform';
import { createPublicationClock, type PublicationClock } from './publication-clock';

const CLOCK = Symbol.for('otailo.publicationClock');
type Holder = { [CLOCK]?: PublicationClock };

export function startPublicationClock(): void {
  const holder = globalThis as Holder;
  if (holder[CLOCK] || platformFromEnv()) return;
  holder[CLOCK] = createPublicationClock({
    database: getDatabase,
    expire: () => expireTagsOutsideRequest(['posts']),
    published: (post) => auditStore().record({ action: 'post.published-by-schedule', target: `post:${post.id}`, detail: { slug: post.slug } }),
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
