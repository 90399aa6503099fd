import type { TestProject } from 'vitest/node';
import { pgliteSnapshot, postgresTemplate, runId, sweepCopies } from './database-snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite directory that `freshDatabase` copies (test/database-snapshots.ts). */
    pgliteSnapshot: string;
    /** A migrated database on the test PostgreSQL that `freshDatabase` clones, when there is one. */
    postgresTemplate: string | undefined;
    /** This run's id, in the name of each copy (swept at the end). */
    testRun: string;
  }
}

/** Once per Vitest run, before any worker: the migrated databases the data-layer tests start from. */
export default async function setup(project: TestProject) {
  const run = runId();
  project.provide('testRun', run);
  project.provide('pgliteSnapshot', await pgliteSnapshot());
  const template = process.env.TEST_DATABASE_URL ? await postgresTemplate(process.env.TEST_DATABASE_URL) : undefined;
  project.provide('postgresTemplate', template?.name);
  return async () => {
    sweepCopies(run);
    await template?.drop();
  };
}
