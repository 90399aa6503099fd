// @ts-check
/**
 * How the production server's Node.js is started. The supervisor (server/supervisor.mjs) gives the
 * server these settings; package.json's `start`, the Dockerfile, the standalone folder's
 * instructions and the browser and cluster tests run the supervisor (test/node-settings.test.ts
 * holds them to START_COMMAND), the benchmarks too unless told other flags. The settings trade a
 * little speed for memory on a small machine; docs/performance.md ("Memory") has the figures, each
 * measured on its own.
 */

/** The production command, from the site's folder (the repository or the standalone folder). */
export const START_COMMAND = 'node server/supervisor.mjs';

/**
 * V8's settings, which must be given on the command line (NODE_OPTIONS refuses the first):
 * - `--liftoff-only`: the embedded database's WebAssembly stays compiled by the baseline compiler;
 *   its optimized copy is ~70 MB of code for queries this site runs in microseconds.
 * - `--max-semi-space-size=2`: a young generation of 2 MB halves, not up to 3 × 16 MB per space.
 * - `--max-old-space-size=256`: the old generation is collected well before it doubles the live
 *   heap (~120 MB after bursts). `--optimize-for-size` did as much for memory but made rendering
 *   ~2× slower, so it is not used.
 */
export const NODE_ARGS = ['--liftoff-only', '--max-semi-space-size=2', '--max-old-space-size=256'];

/**
 * glibc's malloc keeps up to eight arenas per core, one per thread that ever allocated, and hands
 * little of their freed memory back: two are enough for one event loop and its helper threads,
 * and blocks over 128 kB (compression buffers, images) go back to the system when freed instead of
 * raising the threshold until they never do. An operator's own values win.
 */
export const NODE_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/**
 * The server's environment: `env` with the defaults above where it does not set them.
 * @template {object} T
 * @param {T} env
 * @returns {typeof NODE_ENV & T}
 */
export const withNodeEnv = (env) => ({ ...NODE_ENV, ...env });
