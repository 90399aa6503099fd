import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:cluster` (scripts/cluster/test.mjs): the scaled-out topology on loopback. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    environment: 'node',
    fileParallelism: false,
    reporters: ['default', ['json', { outputFile: 'test-results/cluster.json' }]],
  },
});
