// @ts-check
/** What the build steps after `next build` share: the build's browser assets folder and its files. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every file under `dir`, depth first.
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * The `static` folder of the build named by BUILD_DIR, for a build step run from the command
 * line; exits with a message when there is no build yet.
 * @returns {Promise<{ staticDir: string, shown: string }>} `shown`: the folder relative to the project
 */
export async function buildStaticDir() {
  const { getEnv } = await import('../../lib/infra/env.mjs');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const staticDir = join(root, getEnv().BUILD_DIR, 'static');
  const shown = relative(root, staticDir);
  if (!existsSync(staticDir)) {
    console.error(`No build in ${shown}: run \`next build\` first.`);
    process.exit(1);
  }
  return { staticDir, shown };
}
