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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildStaticDir, filesUnder } from './static-files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Adds the hint to every `.js` file under `dir` (a build's `static` folder) that lacks it.
 * @param {string} dir
 * @returns {{ marked: number, total: number }}
 */
export function addCompileHints(dir) {
  let marked = 0;
  let total = 0;
  for (const file of filesUnder(dir)) {
    if (!file.endsWith('.js')) continue;
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
  const { staticDir, shown } = await buildStaticDir();
  const { marked, total } = addCompileHints(staticDir);
  console.log(`Compile hints: ${marked} of ${total} browser scripts marked (${shown}).`);
}
