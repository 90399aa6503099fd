// @ts-check
/**
 * Lets a script outside Next.js load server modules (`import 'server-only'`) without the
 * react-server condition, which would also give it React's server build, where client libraries
 * (next-intl's React part) fail to load. As vitest.config.ts does for tests.
 *   node --import ./e2e/support/server-only-hook.mjs …
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === 'server-only') return { url: 'data:text/javascript,', format: 'module', shortCircuit: true };
        return next(specifier, context);
      }`,
    ),
  import.meta.url,
);
