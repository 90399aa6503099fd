/**
 * Runs once when a server process starts. Start-up work lives in lib/startup.ts, loaded in Node.js
 * only (never during `next build`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/startup');
  await startServer();
}
