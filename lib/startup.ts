/**
 * The composition root: the one module of lib/ that wires features together. What a server
 * process does once, before it serves (instrumentation.ts calls it in Node.js, never
 * during `next build`): the database is opened, migrated and, on a fresh installation, seeded, the
 * admin account from the environment is created if missing, and lead forwarding to the CRM, the
 * publication clock of scheduled posts and the job applications' retention sweep start.
 */
import type { DatabaseHandle } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { EXIT_CONFIG } from '@/lib/infra/exit-codes.mjs';
import { log } from '@/lib/infra/log.mjs';

/** Set by server/index.mjs, the one server that puts the visitor's address in CLIENT_IP_HEADER. */
const PRODUCTION_SERVER = Symbol.for('otailo.productionServer');
/** Called by server/index.mjs on SIGTERM/SIGINT once it stops taking requests. */
const SHUTDOWN = Symbol.for('otailo.shutdown');

/**
 * A configuration the site must not run with: say why and stop, rather than answer 500 to everyone,
 * with the exit code that tells the supervisor not to try again.
 */
function refuseToStart(message: string): never {
  log.error(message);
  process.exit(EXIT_CONFIG);
}

/**
 * A fresh installation's sample posts, customer story, job openings, integrations, resource guides and trust center, and on a
 * laptop (embedded database) a sample salesperson.
 */
async function seedSampleContent(handle: DatabaseHandle): Promise<void> {
  const [{ seedSamplePosts }, { seedSampleStories }, { seedSampleOpenings }, { seedSampleIntegrations }, { seedSampleSalesperson }, { seedTrustCenter }, { seedSampleResources }] = await Promise.all([
    import('@/lib/features/posts'),
    import('@/lib/features/stories'),
    import('@/lib/features/openings'),
    import('@/lib/features/integrations'),
    import('@/lib/features/booking'),
    import('@/lib/features/trust'),
    import('@/lib/features/resources'),
  ]);
  await seedSamplePosts(handle.db);
  await seedSampleStories(handle.db);
  await seedSampleOpenings(handle.db);
  await seedSampleIntegrations(handle.db);
  await seedSampleResources(handle.db);
  await seedTrustCenter(handle.db, { analytics: Boolean(getEnv().ANALYTICS_ID) });
  if (handle.kind === 'pglite') await seedSampleSalesperson(handle.db);
  // Not sample content: the site's own pages as pages of blocks, on every installation (once per language).
  const { seedSitePages } = await import('@/lib/features/pages');
  await seedSitePages(handle.db);
}

export async function startServer(): Promise<void> {
  if (process.env.NODE_ENV === 'production' && !(globalThis as Record<symbol, unknown>)[PRODUCTION_SERVER]) {
    // Only server/index.mjs sets the visitor's address after removing a client's copy of the header;
    // under `next start` anyone could pick their own address and escape every rate limit.
    refuseToStart('Start the site with `npm start` (server/index.mjs), not `next start`: see README → Two commands.');
  }
  const { getDatabaseHandle, closeDatabase } = await import('@/lib/infra/db');
  try {
    await seedSampleContent(await getDatabaseHandle());
    // The admin of ADMIN_EMAIL / ADMIN_PASSWORD, when missing (sign-in tries again if this fails).
    const { ensureAdminFromEnv } = await import('@/lib/features/people');
    await ensureAdminFromEnv().catch((error: unknown) => log.error('admin account not checked at start', { error }));
  } catch (error) {
    // Serve anyway: pages that need the database show their error state and retry on the next
    // request. A busy embedded database is a configuration error, though, and stops the server.
    if ((error as Error).name === 'DatabaseBusyError') refuseToStart((error as Error).message);
    log.error('database not available at start', { error });
  }
  // Its first run forwards the leads stored before this start; while the database is unavailable
  // its runs fail and are retried at every poll.
  const { queueLeadNotifications, startLeadForwarding, stopLeadForwarding } = await import('@/lib/features/leads');
  startLeadForwarding();
  // Scheduled entries go public at their minute on every instance (lib/features/publishing/publication-clock.ts).
  const { startPublicationClock, stopPublicationClock } = await import('@/lib/features/publishing');
  // Openings also leave the site at their validThrough by this clock (lib/features/openings/schedule.ts).
  const [{ postSchedules }, { storySchedule }, { openingSchedule }, { pageSchedule }] = await Promise.all([
    import('@/lib/features/posts'),
    import('@/lib/features/stories'),
    import('@/lib/features/openings'),
    import('@/lib/features/pages'),
  ]);
  startPublicationClock([...postSchedules(), storySchedule, openingSchedule, pageSchedule]);
  // Mail when SMTP is configured (lib/features/mail/service.ts); before each run, a notification
  // for sales of every new lead and the trust center's change alerts.
  const { startMail, stopMail } = await import('@/lib/features/mail');
  const { queueTrustChangeMails } = await import('@/lib/features/trust');
  // The newsletter's digests go out in batches (NEWSLETTER_DIGEST_BATCH per run of the loop).
  const { queueNewsletterDigestMails } = await import('@/lib/features/newsletter');
  // Job applications: the hiring contact's mail and the applicant's confirmation, made from each new row.
  const { queueApplicationMails, startApplicationRetention, stopApplicationRetention } = await import('@/lib/features/applications');
  startMail({ producers: [queueLeadNotifications, queueTrustChangeMails, queueNewsletterDigestMails, () => queueApplicationMails()] });
  // Applications and their CVs are deleted after APPLICATIONS_RETENTION_DAYS (an hourly sweep).
  startApplicationRetention();
  // Redirects from memory on every request; the table is reloaded when it changes on any instance.
  const { registerPublishedPaths, startRedirects, stopRedirects } = await import('@/lib/features/redirects');
  const [{ publishedPostPaths }, { publishedStoryPaths }, { publishedOpeningPaths }, { publishedIntegrationPaths }, { publishedPagePaths }] = await Promise.all([
    import('@/lib/features/posts'),
    import('@/lib/features/stories'),
    import('@/lib/features/openings'),
    import('@/lib/features/integrations'),
    import('@/lib/features/pages'),
  ]);
  registerPublishedPaths(async () => [
    ...(await publishedPostPaths()),
    ...(await publishedStoryPaths()),
    ...(await publishedOpeningPaths()),
    ...(await publishedIntegrationPaths()),
    ...(await publishedPagePaths()),
  ]);
  await startRedirects(getEnv().REDIRECTS_POLL_MS);
  // IndexNow pings, when INDEXNOW_KEY is set.
  const { startIndexNow, stopIndexNow } = await import('@/lib/features/indexnow');
  startIndexNow();
  // First-party analytics: its daily clean-up (past salts, events past the retention); on shutdown
  // the events waiting in memory are written.
  const { observeAnalytics, startAnalytics, stopAnalytics } = await import('@/lib/features/analytics');
  startAnalytics();
  // Experiments: the running ones in memory for the production server (polled like the redirects),
  // their participants and conversions counted from the analytics' kept events.
  const { countParticipants, startExperiments, stopExperiments } = await import('@/lib/features/experiments');
  observeAnalytics(countParticipants);
  await startExperiments(getEnv().REDIRECTS_POLL_MS);

  // On shutdown a CRM call in progress finishes and is recorded, then the Redis connection and the
  // database close cleanly.
  const { closeRedis } = await import('@/lib/infra/cache/redis.mjs');
  (globalThis as { [SHUTDOWN]?: () => Promise<void> })[SHUTDOWN] = async () => {
    stopPublicationClock();
    await stopAnalytics().catch((error: unknown) => log.error('analytics not flushed at shutdown', { error }));
    await stopExperiments().catch((error: unknown) => log.error('experiments not flushed at shutdown', { error }));
    await Promise.all([stopLeadForwarding(), stopMail(), stopRedirects(), stopIndexNow(), stopApplicationRetention()]);
    await closeRedis();
    await closeDatabase();
  };
}
