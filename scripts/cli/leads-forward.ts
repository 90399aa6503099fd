/**
 * `npm run leads:forward`: forwards the leads that are due now to the CRM, prints what became of
 * them, and exits. The running server forwards leads by itself; this is for a stopped site or a
 * separate worker. With the embedded database it refuses while the site is running (one process
 * owns PGlite); with PostgreSQL it runs safely beside the servers (leads are leased, never sent twice).
 */
import { crmFromEnv } from '@/lib/features/leads';
import { openDatabase, targetFromEnv } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { createSiteOutbox } from '@/lib/features/leads';
import { createLeadStore } from '@/lib/features/leads';
import { LEAD_KINDS } from '@/lib/features/leads';
import { cliEnvironment, runCli } from './environment';

runCli(async () => {
  const env = cliEnvironment();
  const handle = await openDatabase(targetFromEnv(env));
  try {
    await migrateDatabase(handle);
    const getDb = async () => handle.db;
    const crm = crmFromEnv(env);
    // With PostgreSQL, the CLI's calls count against the CRM budget the running instances share.
    const outbox = createSiteOutbox(crm, getDb, async () => handle);

    const total = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    // A run stops early when the CRM fails or rate-limits: what is left waits for its next attempt.
    for (let more = true; more; ) {
      const run = await outbox.runOnce();
      total.sent += run.sent;
      total.retried += run.retried;
      total.failed += run.failed;
      total.skipped = run.skipped;
      more = run.more;
    }

    const counts = await createLeadStore(getDb).countByStatus();
    console.log(
      `Sent ${total.sent}, retrying ${total.retried}, failed ${total.failed}, not configured ${total.skipped}.`,
    );
    if (!crm) console.log('No CRM is configured (HUBSPOT_PORTAL_ID and a form id): leads are stored, not forwarded.');
    else if (total.skipped) {
      const missing = LEAD_KINDS.filter((kind) => !crm.kinds.includes(kind));
      console.log(`No CRM form for ${missing.join(' or ')} leads: they are stored, not forwarded.`);
    }
    console.log(
      `All leads: ${counts.pending} pending, ${counts.retrying} retrying, ${counts.sent} sent, ${counts.failed} failed, ${counts.spam} spam.`,
    );
  } finally {
    await handle.close();
  }
});
