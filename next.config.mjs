// @ts-check
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { getEnv } from './lib/infra/env.mjs';
import { MAX_ACTION_BODY_BYTES } from './lib/infra/http/limits.mjs';
import { securityHeaders } from './lib/infra/security/headers.mjs';
import { UPLOAD_CONTENT_SECURITY_POLICY } from './lib/infra/uploads/headers.mjs';
import { PIXEL_BUDGETS } from './lib/infra/uploads/image-budget.mjs';

/**
 * next-intl's plugin: messages are compiled when bundled, so no script, server or browser, carries
 * an ICU parser (docs/performance.md). It only configures the bundler, and it loads SWC's native
 * compiler (~10 MB resident), so the production server (`npm start`) goes without it.
 * @param {string} phase
 * @returns {Promise<(config: import('next').NextConfig) => import('next').NextConfig>}
 */
async function nextIntlPlugin(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return (config) => config;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin({
    requestConfig: './i18n/request.ts',
    experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
  });
}

/** @param {string} phase */
export default async function config(phase) {
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
    // The self-contained server folder (docs/deploying.md); at run time it would only make `npm start` warn.
    output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
    // No history, other builds or local data in the standalone folder, whatever the tracer makes of DATA_DIR.
    outputFileTracingExcludes: {
      '*': ['.git/**', '.next*/cache/**', '.next*/standalone/**', '.e2e-data*/**', 'data/**', 'test-results/**', 'bench-results/**'],
    },
    // The posts' social cards read their fonts from assets/fonts at run time (lib/infra/social-card/card.tsx).
    outputFileTracingIncludes: { '/[locale]/blog/[slug]/social.png': ['./assets/fonts/inter-card-*.woff'] },
    poweredByHeader: false,
    // server/index.mjs compresses responses itself, after hashing their inline scripts.
    compress: false,
    reactStrictMode: true,
    // Not bundled: PGlite's WebAssembly, native addons, and one Redis client for the cache handler and routes.
    serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'fs-native-extensions', 'redis', '@redis/client'],
    // In Redis with REDIS_URL, else in this process's memory (docs/architecture.md, "The page and data cache").
    cacheHandler: fileURLToPath(new URL('./lib/infra/cache/handler.mjs', import.meta.url)),
    images: { formats: ['image/avif', 'image/webp'] },
    // The root layout is under [locale] (hence a global 404); 5 MB uploads travel through a server action.
    // The image optimizer's sharp takes no more pixels than the photo budget (server/image-guard.mjs
    // refuses such a source before the optimizer sees it; past this limit Next.js would send the file as it is).
    experimental: { globalNotFound: true, serverActions: { bodySizeLimit: MAX_ACTION_BODY_BYTES }, imgOptMaxInputPixels: PIXEL_BUDGETS.photo.maxPixels },
    async headers() {
      return [
        { source: '/:path*', headers },
        // A later rule wins and a route's own header never replaces a config one: uploads' policy goes here.
        { source: '/uploads/:name', headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }] },
        // Social cards are made to be shown by other sites (link previews in chat and feed readers).
        { source: '/:locale/blog/:slug/social.png', headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] },
      ];
    },
  };
  return (await nextIntlPlugin(phase))(nextConfig);
}
