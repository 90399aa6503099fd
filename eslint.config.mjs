import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The two tiers of lib/ (docs/architecture.md): infrastructure imports no feature; a feature reaches
 * another only through its door (index.ts) or its shared/ modules; the app uses a feature through
 * its door, shared/ and actions/; the production server uses infrastructure only.
 */
const FEATURES = readdirSync(new URL('./lib/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {...Record<string, unknown>} patterns @returns {import('eslint').Linter.RulesRecord} */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const THE_APP = { group: ['@/app/**', '@/components/**', '@/lib/startup'], message: 'Only the app (app/, components/, lib/startup.ts) sits above the features.' };

const boundaries = [
  {
    files: ['lib/infra/**', 'i18n/**'],
    rules: restrict({ group: ['@/lib/features', '@/lib/features/**', '**/features/**'], message: 'Infrastructure imports no feature (docs/architecture.md).' }, THE_APP),
  },
  ...FEATURES.map((feature) => ({
    files: [`lib/features/${feature}/**`],
    rules: restrict(
      {
        regex: `^@/lib/features/(?!${feature}/)[^/]+/(?!shared/)`,
        message: `${feature} reaches another feature through its door (@/lib/features/<name>) or its shared/ modules only.`,
      },
      { group: ['../../**'], message: 'Leave a feature folder with an @/ path, so the boundaries can be read.' },
      THE_APP,
    ),
  })),
  {
    files: ['app/**', 'components/**', 'proxy.ts', 'instrumentation.ts'],
    rules: restrict({
      regex: '^@/lib/features/[^/]+/(?!shared/|actions/)',
      message: 'The app uses a feature through its door (@/lib/features/<name>), its shared/ modules and its actions/.',
    }),
  },
  {
    files: ['server/**'],
    rules: restrict({ group: ['**/lib/features/**', '**/components/**', '**/app/**', '@/lib/startup'], message: 'The production server uses infrastructure only.' }),
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  globalIgnores(['.next/**', '.next-test/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
