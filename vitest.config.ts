import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const TESTS = '{lib,i18n,server,components,scripts,test}/**/*.test.{ts,tsx,mjs}';

/**
 * Test files that need a module registry of their own: they mock modules, stub the environment or
 * globals, use fake timers, or keep module state (a database client, a thread, a cookie name read at
 * import) that another file would inherit. Every other file shares its worker's modules, which saves
 * importing the app's module graph once per file (most of the suite's time when each is isolated).
 */
const ISOLATED = [
  'components/admin/Pager.test.tsx',
  'components/admin/admin-screen.test.tsx',
  'components/blocks/Blocks.test.tsx',
  'components/blog/PostCard.test.tsx',
  'components/page/MailLinkPages.test.tsx',
  'lib/features/analytics/analytics.test.ts',
  'lib/features/booking/offer.test.ts',
  'lib/features/newsletter/confirm-event.test.ts',
  'lib/features/newsletter/digest-links.test.ts',
  'lib/features/people/service.test.ts',
  'lib/features/people/sign-in.test.ts',
  'lib/features/pages/service.test.ts',
  'lib/features/posts/repository.test.ts',
  'lib/features/publishing/entry-page.test.ts',
  'lib/features/redirects/store.test.ts',
  'lib/features/resources/download-event.test.ts',
  'lib/infra/cache/generation.test.ts',
  'lib/infra/cache/handler.test.ts',
  'lib/infra/clients/legacy-platform/client.test.ts',
  'lib/infra/db/client.test.ts',
  'lib/infra/db/pglite-thread.test.ts',
  'lib/infra/i18n/compiled-messages.test.ts',
  'lib/infra/log.test.ts',
  'lib/infra/routing/locale-cookie.test.ts',
  'test/health.test.ts',
  'test/preview-link-actions.test.ts',
  'test/sitemap-freshness.test.ts',
  'test/uploads-route.test.ts',
];

// The cluster test starts its own servers: `npm run test:cluster` (vitest.cluster.config.ts).
const EXCLUDE = [...configDefaults.exclude, 'test/cluster/**'];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Tests are server code: 'server-only' resolves as it does in Next.js's server bundles.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: [...EXCLUDE, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
