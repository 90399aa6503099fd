import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['{lib,server,components,scripts,test}/**/*.test.{ts,tsx,mjs}'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
