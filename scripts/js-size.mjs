// @ts-check
/**
 * First-load JavaScript per pre-rendered route of a finished build: the scripts each page's HTML
 * loads, in bytes as sent (gzip, level 9) and raw. Used by scripts/measure-js.mjs (the command) and
 * e2e/budgets.spec.ts (the budgets the test suite holds the build to).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} RouteJs
 * @property {string} route         e.g. `/en/contact` (`/en` for the locale's home)
 * @property {string[]} scripts     the `/_next/static/…` script URLs the page loads, in order
 * @property {number} gzipBytes     their sum, gzipped one by one
 * @property {number} rawBytes
 * @property {number} gzipKB        gzipBytes in kB (1024), one decimal
 * @property {number} rawKB
 * @property {number} htmlKB        the page's HTML, raw
 */

/** @param {string} dir @returns {Generator<string>} */
function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** @param {number} bytes */
const kB = (bytes) => +(bytes / 1024).toFixed(1);

/**
 * The `/_next/static/…` scripts an HTML document loads (module browsers skip `noModule` ones): its
 * script tags, and as the production server sends it, the list its after-first-paint loader
 * inserts (server/defer-scripts.mjs). @param {string} html
 */
export function firstLoadScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const deferred = [...html.matchAll(/\}\)\((\["\/_next\/static\/[^\]<>]*\])\)<\/script>/g)].flatMap((m) => /** @type {string[]} */ (JSON.parse(m[1] ?? '[]')));
  return [...new Set([...tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]), ...deferred])].filter(
    /** @returns {src is string} */ (src) => Boolean(src?.startsWith('/_next/static/')),
  );
}

/** The file of a `/_next/static/…` URL in a build. @param {string} buildDir @param {string} src */
export const chunkFile = (buildDir, src) => join(buildDir, src.replace(/^\/_next\//, ''));

/** Measures the scripts of HTML documents against a build's chunks (each chunk read and gzipped once). @param {string} buildDir */
function measurer(buildDir) {
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizes = new Map();
  /** @param {string} src */
  const chunkSize = (src) => {
    let size = sizes.get(src);
    if (!size) {
      const bytes = readFileSync(chunkFile(buildDir, src));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(src, size);
    }
    return size;
  };
  /** @param {string} route @param {string} html @returns {RouteJs} */
  return (route, html) => {
    const scripts = firstLoadScripts(html);
    const total = scripts.map(chunkSize).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
    return { route, scripts, gzipBytes: total.gzip, rawBytes: total.raw, gzipKB: kB(total.gzip), rawKB: kB(total.raw), htmlKB: kB(Buffer.byteLength(html)) };
  };
}

/**
 * @param {{ buildDir?: string }} [options] the build folder (default BUILD_DIR, else `.next`)
 * @returns {RouteJs[]} one row per pre-rendered HTML page, sorted by route
 */
export function measureFirstLoadJs({ buildDir = process.env.BUILD_DIR || '.next' } = {}) {
  const appDir = join(buildDir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const measure = measurer(buildDir);
  const rows = [...htmlFiles(appDir)].map((file) => measure('/' + relative(appDir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, ''), readFileSync(file, 'utf8')));
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Pages that render on their first request (they read the database: the home and solution pages,
 * the blog, customer stories) have no HTML in the build: these are measured as a running server
 * sends them, every sitemap page the build did not pre-render.
 * @param {{ baseUrl: string, buildDir?: string, skip?: Set<string> }} options
 * @returns {Promise<RouteJs[]>}
 */
export async function measureServedJs({ baseUrl, buildDir = process.env.BUILD_DIR || '.next', skip = new Set() }) {
  const measure = measurer(buildDir);
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).filter((path) => !skip.has(path));
  const rows = [];
  for (const path of paths) rows.push(measure(path, await (await fetch(baseUrl + path)).text()));
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
