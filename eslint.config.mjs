import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { otailoPlugin } from './scripts/architecture/eslint-rule.mjs';

/**
 * The two tiers of lib/ (docs/architecture.md): infrastructure imports no feature; a feature reaches
 * another only through its door (index.ts) or its shared/ modules, and never its tables; the app
 * uses a feature through its door, shared/ and actions/; the production server uses infrastructure
 * only. One local rule, `otailo/boundaries` (scripts/architecture/), checks every form of import
 * (static, `export … from`, `import()`, `require()`), relative paths resolved against the file;
 * test/architecture.test.ts applies the same rule to the whole import graph.
 */

/**
 * Off while features still import the Drizzle schema whole. Switch it on once every feature's
 * tables live in its own `lib/features/<x>/tables.ts` (issue 52): then a feature imports its own
 * tables, never `@/lib/infra/db/schema`, which only collects them.
 */
export const FEATURES_MAY_NOT_IMPORT_SCHEMA_COLLECTOR = false;

/** @type {import('eslint').Linter.Config} */
const boundaries = {
  files: ['**/*.{ts,tsx,mts,mjs,js,jsx}'],
  plugins: { otailo: otailoPlugin },
  rules: { 'otailo/boundaries': ['error', { closeSchemaCollector: FEATURES_MAY_NOT_IMPORT_SCHEMA_COLLECTOR }] },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  boundaries,
  globalIgnores(['.next/**', '.next-test/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
