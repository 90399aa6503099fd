import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { HUBSPOT_RATE_LIMIT } from '@/lib/infra/clients/hubspot';
import { crmFromEnv } from './crm';
import type { CrmClient } from './crm';
import { getDatabase, getDatabaseHandle, type Database } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { log as logger } from '@/lib/infra/log.mjs';
import type { SqlClient } from '@/lib/infra/rate-limit';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { createOutbox, type Outbox } from './outbox';
import { createSharedTokenBucket } from '@/lib/infra/rate-limit/shared-token-bucket';
import { createTokenBucket, type TokenBucket } from '@/lib/infra/rate-limit/token-bucket';
import { LEAD_KINDS } from './types';

/**
 * The server's lead forwarding: one loop per process that runs the outbox every LEADS_POLL_MS,
 * and at once when a form has stored a lead (`kickLeadForwarding`). Runs never overlap. Leads
 * stored before a restart, or by another instance, are found by the next poll.
 */

/**
 * The CRM's rate limiter. With PostgreSQL, several instances may forward at once: they share one
 * budget in the database (this process's bucket still applies, and alone while that store fails).
 * With PGlite (`getSql` undefined) one process owns the database: its own bucket is the budget.
 */
export function createCrmBucket(getSql: (() => Promise<SqlClient>) | undefined): TokenBucket {
  const local = createTokenBucket(HUBSPOT_RATE_LIMIT);
  if (!getSql) return local;
  const { capacity, refill, intervalMs } = HUBSPOT_RATE_LIMIT;
  return createSharedTokenBucket({ getSql, key: 'crm-hubspot', budget: capacity + refill, windowMs: intervalMs, local });
}

/**
 * The outbox as the server (and `npm run leads:forward`) runs it, configured from the environment.
 * `getSql` gives the PostgreSQL database the CRM budget is shared in: by default the site's, when
 * `getDb` is the site's too; a caller with a database of its own passes it (else: this process's bucket).
 */
export function createSiteOutbox(
  crm: CrmClient | null,
  getDb: () => Promise<Database> = getDatabase,
  getSql: (() => Promise<SqlClient>) | undefined = getDb === getDatabase ? getDatabaseHandle : undefined,
): Outbox {
  const env = getEnv();
  return createOutbox({
    getDb,
    crm,
    // DATABASE_URL is what makes the site's database PostgreSQL (lib/infra/db/client.ts, targetFromEnv).
    bucket: createCrmBucket(env.DATABASE_URL ? getSql : undefined),
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs: env.LEADS_LEASE_MS,
    retryBaseMs: env.LEADS_RETRY_BASE_MS,
    retryCapMs: env.LEADS_RETRY_CAP_MS,
  });
}

// On globalThis: Next.js bundles server code per route, so module state would exist once per bundle.
const KEY = Symbol.for('otailo.leadForwarding');
type Holder = { [KEY]?: PollLoop };

/**
 * Starts this process's forwarding loop (once; later calls do nothing). Without a CRM there is
 * nothing to forward: leads are only stored, and sent once a CRM is configured and the site
 * restarted. Returns whether the loop runs.
 */
export function startLeadForwarding(): boolean {
  const holder = globalThis as Holder;
  if (holder[KEY]) return true;
  const crm = crmFromEnv();
  if (!crm) {
    logger.info('leads: no CRM configured (HUBSPOT_PORTAL_ID and a form id): leads are stored, not forwarded');
    return false;
  }
  for (const kind of LEAD_KINDS.filter((k) => !crm.kinds.includes(k))) {
    logger.info('leads: no CRM form for this kind of lead: they are stored, not forwarded', { kind });
  }
  const outbox = createSiteOutbox(crm);
  const loop = createPollLoop(() => outbox.runOnce(), { pollMs: getEnv().LEADS_POLL_MS, name: 'leads: forwarding' });
  holder[KEY] = loop;
  loop.start();
  return true;
}

/**
 * Forwards new leads now instead of at the next poll. The form's server action calls it (through
 * `after()`) once the lead is committed. Does nothing when forwarding is not running.
 */
export function kickLeadForwarding(): void {
  (globalThis as Holder)[KEY]?.kick();
}

/** Stops the loop, waiting for a run in progress (graceful shutdown). */
export async function stopLeadForwarding(): Promise<void> {
  const holder = globalThis as Holder;
  const loop = holder[KEY];
  delete holder[KEY];
  await loop?.stop();
}
