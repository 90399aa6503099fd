/**
 * Runs once when a server process starts (not during `next build`): the database is opened,
 * migrated and, on a fresh installation, seeded before the first request is served, and the admin
 * account from the environment is created if missing; then lead forwarding to the CRM starts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { log } = await import('./lib/log.mjs');
  if (process.env.NODE_ENV === 'production' && !(globalThis as Record<symbol, unknown>)[PRODUCTION_SERVER]) {
    // Only server/index.mjs sets the visitor's address (CLIENT_IP_HEADER) after removing a client's
    // copy; under `next start` anyone could pick their own address and escape every rate limit.
    log.error('Start the site with `npm start` (server/index.mjs), not `next start`: see README → Two commands.');
    process.exit(1);
  }
  const { getDatabaseHandle } = await import('./lib/db');
  try {
    await getDatabaseHandle();
    // The admin of ADMIN_EMAIL / ADMIN_PASSWORD, when missing (sign-in tries again if this fails).
    const { ensureAdminFromEnv } = await import('./lib/auth/users');
    await ensureAdminFromEnv().catch((error: unknown) => log.error('admin account not checked at start', { error }));
  } catch (error) {
    // Serve anyway: pages that need the database show their error state and retry on the next
    // request. A busy embedded database is a configuration error, though, and stops the server.
    if ((error as Error).name === 'DatabaseBusyError') {
      log.error((error as Error).message);
      process.exit(1);
    }
    log.error('database not available at start', { error });
  }
  // Its first run forwards the leads stored before this start; while the database is unavailable
  // its runs fail and are retried at every poll.
  const { startLeadForwarding, stopLeadForwarding } = await import('./lib/leads/forwarding');
  startLeadForwarding();

  // The production server (server/index.mjs) calls this on SIGTERM/SIGINT once it stops taking
  // requests: a CRM call in progress finishes and is recorded, then the Redis connection and the
  // database close cleanly.
  const { closeDatabase } = await import('./lib/db');
  const { closeRedis } = await import('./lib/cache/redis.mjs');
  (globalThis as { [SHUTDOWN]?: () => Promise<void> })[SHUTDOWN] = async () => {
    await stopLeadForwarding();
    await closeRedis();
    await closeDatabase();
  };
}

const SHUTDOWN = Symbol.for('otailo.shutdown');
/** Set by server/index.mjs, the one server that puts the visitor's address in CLIENT_IP_HEADER. */
const PRODUCTION_SERVER = Symbol.for('otailo.productionServer');
