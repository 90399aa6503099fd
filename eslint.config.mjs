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

/** @type {import('eslint').Linter.Config} */
const boundaries = {
  files: ['**/*.{ts,tsx,mts,mjs,js,jsx}'],
  plugins: { otailo: otailoPlugin },
  rules: { 'otailo/boundaries': 'error' },
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
