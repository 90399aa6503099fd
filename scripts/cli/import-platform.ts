/**
 * `npm run import:platform`: copies every BlogPost of the legacy platform (PLATFORM_* variables)
 * into the site's database, matched by slug: new posts are created, changed ones updated, the
 * rest skipped; records that cannot be taken are listed with the reason. Safe to run again. With
 * the embedded database it refuses while the site is running (one process owns PGlite).
 */
import { openDatabase, targetFromEnv } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { platformFromEnv } from '@/lib/infra/clients/legacy-platform';
import { createDbPostStore } from '@/lib/features/posts';
import { importPlatformPosts } from '@/lib/features/posts';
import { cliEnvironment, runCli } from './environment';

runCli(async () => {
  const env = cliEnvironment();
  const platform = platformFromEnv(env);
  if (!platform) throw new Error('Set PLATFORM_BASE_URL and PLATFORM_APP_ID (and PLATFORM_API_KEY if the app needs one) to import from the platform.');
  const handle = await openDatabase(targetFromEnv(env));
  try {
    await migrateDatabase(handle);
    const report = await importPlatformPosts(platform, createDbPostStore(async () => handle.db));
    console.log(`Imported from ${env.PLATFORM_BASE_URL}: ${report.created} created, ${report.updated} updated, ${report.skipped} skipped, ${report.failed.length} not taken.`);
    for (const { record, reason } of report.failed) console.log(`  not taken: ${record} — ${reason}`);
    if (report.failed.length > 0) process.exitCode = 2;
  } finally {
    await handle.close();
  }
});
