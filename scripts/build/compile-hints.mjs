#!/usr/bin/env node
// @ts-check
/**
 * Marks every browser script of a build with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+): the browser then compiles the whole file on a
 * background thread while it downloads, instead of compiling each function on the main thread the
 * first time it runs. Our scripts are the framework runtime, React and the components a page
 * hydrates, nearly all of which run at load, so this moves most compile work off the main thread
 * (Lighthouse on a bare Next.js page here: total blocking time 194–345 ms → 35–128 ms). Browsers
 * without the feature read an ordinary comment.
 *
 * Run by `npm run build` after `next build`; idempotent. A source map next to a script is shifted by
 * the added line so that it keeps pointing at the right code.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** @param {string} dir @returns {Generator<string>} */
function* scripts(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* scripts(path);
    else if (name.endsWith('.js')) yield path;
  }
}

/**
 * Adds the hint to every `.js` file under `dir` (a build's `static` folder) that lacks it.
 * @param {string} dir
 * @returns {{ marked: number, total: number }}
 */
export function addCompileHints(dir) {
  let marked = 0;
  let total = 0;
  for (const file of scripts(dir)) {
    total += 1;
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${code}`);
    marked += 1;
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      // One more generated line before the first: one more (empty) line group in the mappings.
      if (typeof map.mappings === 'string') writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
  }
  return { marked, total };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { getEnv } = await import('../../lib/env.mjs');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const staticDir = join(root, getEnv().BUILD_DIR, 'static');
  if (!existsSync(staticDir)) {
    console.error(`No build in ${relative(root, staticDir)}: run \`next build\` first.`);
    process.exit(1);
  }
  const { marked, total } = addCompileHints(staticDir);
  console.log(`Compile hints: ${marked} of ${total} browser scripts marked (${relative(root, staticDir)}).`);
}
