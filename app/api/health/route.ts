import { checkHealth } from '@/lib/infra/health';

// Every probe must reach the dependencies: never prerendered, never cached.
export const dynamic = 'force-dynamic';
// The checks use the database drivers and node-redis.
export const runtime = 'nodejs';

/**
 * `GET /api/health` → 200 `{"status":"ok","checks":{"database":…,"cache":…},"uptimeSeconds":n}`
 * when the database (and Redis, when REDIS_URL is set) answer within a second each, else 503 with
 * `"status":"error"` and the failing check's reason (lib/infra/health.ts).
 */
export async function GET() {
  const report = await checkHealth();
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

// Probes that only look at the status code (HEAD /api/health) get the same checks without a body.
export { GET as HEAD };
