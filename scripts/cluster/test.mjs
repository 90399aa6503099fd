#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:cluster`: builds the site (standalone, with the end-to-end environment, into
 * .next-test) unless `--no-build` is given (`npm test` builds it already), then runs
 * test/cluster with Vitest: PostgreSQL, Redis, two instances and nginx on 127.0.0.1
 * (scripts/cluster/topology.mjs). Needs Debian's postgresql, redis-server and nginx packages.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { e2eServerEnv } from '../../e2e/support/server-env.mjs';

const buildDir = e2eServerEnv().BUILD_DIR ?? '.next-test';
mkdirSync('test-results', { recursive: true });
if (!process.argv.includes('--no-build')) {
  console.log(`\n▶ standalone build for the cluster test (${buildDir})`);
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...e2eServerEnv() } }).status !== 0) process.exit(1);
}
console.log('\n▶ cluster test: PostgreSQL + Redis + 2 instances + nginx on 127.0.0.1');
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CLUSTER_BUILD_DIR: buildDir },
});
process.exit(status ?? 1);
