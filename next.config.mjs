// @ts-check
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { getEnv } from './lib/infra/env.mjs';
import { MAX_ACTION_BODY_BYTES } from './lib/infra/http/limits.mjs';
import { securityHeaders } from './lib/infra/security/headers.mjs';
import { UPLOAD_CONTENT_SECURITY_POLICY } from './lib/infra/uploads/headers.mjs';

// Messages are compiled when bundled (messages/*.json): no page, server or browser, ships or runs
// an ICU parser; long-form copy that is not a message lives in lib/features/content/copy.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @param {string} phase */
export default function config(phase) {
  // Validating here stops `next build` / `next dev` with a message that names the bad variable.
  const env = getEnv();
  const headers = securityHeaders({
    dev: phase === PHASE_DEVELOPMENT_SERVER,
    analytics: Boolean(env.ANALYTICS_ID),
    https: env.SITE_URL.startsWith('https:'),
  });

  /** @type {import('next').NextConfig} */
  const nextConfig = {
    // The test suite builds into its own folder, so `npm test` never replaces the served build.
    distDir: env.BUILD_DIR,
    // A self-contained server folder (BUILD_DIR/standalone, finished by scripts/build/standalone.mjs)
    // for containers and for running several instances (docs/deploying.md).
    // Only when building: at run time the setting would only make `npm start` warn.
    output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
    // Belt and braces for the standalone folder: nothing from history, other builds' caches or
    // local data, even if a run-time path (DATA_DIR, UPLOADS_DIR) ever looks like "anything" to the
    // build's file tracer again (see lib/infra/uploads/store.ts).
    outputFileTracingExcludes: {
      '*': ['.git/**', '.next*/cache/**', '.next*/standalone/**', '.e2e-data*/**', 'data/**', 'test-results/**', 'bench-results/**'],
    },
    // The posts' social cards read their fonts from assets/fonts at run time (lib/infra/social-card/card.tsx).
    outputFileTracingIncludes: { '/[locale]/blog/[slug]/social.png': ['./assets/fonts/inter-card-*.woff'] },
    poweredByHeader: false,
    // server/index.mjs compresses responses itself, after hashing their inline scripts.
    compress: false,
    reactStrictMode: true,
    // PGlite loads its WebAssembly next to its own files, argon2 and fs-native-extensions (the embedded
    // database's lock) are native addons: keep them out
    // of the server bundles. The Redis client too: the cache handler (loaded outside the bundles)
    // and the app's routes (e.g. /api/health) then share one module and one connection.
    serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'fs-native-extensions', 'redis', '@redis/client'],
    // ISR pages and unstable_cache data: in Redis when REDIS_URL is set (shared by all instances,
    // with tag revalidation), else in the process's memory, up to cacheMaxMemorySize (default
    // 50 MB) (lib/infra/cache/handler.mjs).
    cacheHandler: fileURLToPath(new URL('./lib/infra/cache/handler.mjs', import.meta.url)),
    images: { formats: ['image/avif', 'image/webp'] },
    // The root layout lives under [locale]; URLs outside every route get app/global-not-found.tsx.
    // Image uploads (at most 5 MB, lib/infra/uploads) travel through a server action: room for 5 MB + form.
    experimental: { globalNotFound: true, serverActions: { bodySizeLimit: MAX_ACTION_BODY_BYTES } },
    async headers() {
      return [
        { source: '/:path*', headers },
        // A later rule's value wins, and a route's own header never replaces a config one: uploaded
        // images get their stricter policy here (see lib/infra/uploads/headers.mjs).
        { source: '/uploads/:name', headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }] },
        // Social cards are made to be shown by other sites (link previews in chat and feed readers).
        { source: '/:locale/blog/:slug/social.png', headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] },
      ];
    },
  };
  return withNextIntl(nextConfig);
}
