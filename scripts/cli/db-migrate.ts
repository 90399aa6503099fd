/**
 * `npm run db:migrate`: applies pending migrations and, on an empty database, the sample posts and customer story.
 * The server does the same at start; this is for deployments that migrate before starting. With
 * the embedded database it refuses while the site is running (one process owns PGlite).
 */
import { openDatabase, targetFromEnv } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { seedSamplePosts } from '@/lib/features/posts';
import { seedSampleStories } from '@/lib/features/stories';
import { cliEnvironment, runCli } from './environment';

runCli(async () => {
  const env = cliEnvironment();
  const target = targetFromEnv(env);
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    const seeded = await seedSamplePosts(handle.db);
    const stories = await seedSampleStories(handle.db);
    const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${env.DATA_DIR}`;
    console.log(`Migrations applied to ${where}.${seeded ? ` Added ${seeded} sample posts.` : ''}${stories ? ` Added ${stories} sample customer stories.` : ''}`);
  } finally {
    await handle.close();
  }
});
