/**
 * Runs once when a server process starts (not during `next build`): the database is opened,
 * migrated and, on a fresh installation, seeded before the first request is served.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabaseHandle } = await import('./lib/db');
  await getDatabaseHandle();
}
