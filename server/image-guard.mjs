// @ts-check
/**
 * What Next.js's image optimizer (/_next/image) is handed: anyone may ask it for any stored image
 * at any width, and it decodes the whole source with sharp, or, when sharp refuses (too many
 * pixels), sends the source as it is, to every visitor. So before the optimizer runs, the source's
 * size is read from its file's header (lib/infra/uploads/image-size.mjs: a few hundred bytes, kept
 * per address) and a source over the photo budget, or one whose size cannot be read, is refused
 * with 422, as the site's other refusals are (server/refusal.mjs). Files stored before the budget
 * existed are refused the same way; `npm run uploads:check` lists them.
 */
import { open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LRUCache } from 'lru-cache';
import { overBudget, PIXEL_BUDGETS } from '../lib/infra/uploads/image-budget.mjs';
import { imageSize } from '../lib/infra/uploads/image-size.mjs';
import { log } from '../lib/infra/log.mjs';
import { sendRefusal } from './refusal.mjs';

/** The path the optimizer reads; request-gate.mjs has already refused every other form. */
const SOURCE = /^\/(images|uploads|_next\/static\/media)\/((?:[\w-]+(?:\.[\w-]+)*\/)*[\w-]+(?:\.[\w-]+)*)$/;
/** Enough for every header but a JPEG's behind large metadata, which is then read further. */
const HEAD_BYTES = 64 * 1024;
/** A file whose size is not in its first HEAD_BYTES is read whole up to this, else not taken. */
const MAX_READ_BYTES = 32 * 1024 * 1024;

/** @typedef {{ verdict: 'ok' } | { verdict: 'over', width: number, height: number } | { verdict: 'unmeasurable' }} Verdict */

/**
 * The verdict on one file, or null when there is no such file (Next.js then answers 404 itself).
 * @param {string} path
 * @param {import('../lib/infra/uploads/image-budget.mjs').PixelBudget} budget
 * @returns {Promise<Verdict | null>}
 */
export async function measureFile(path, budget) {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return null;
    const head = new Uint8Array(Math.min(stats.size, HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    let size = imageSize(head);
    if (size === 'incomplete' && stats.size > head.length && stats.size <= MAX_READ_BYTES) size = imageSize(new Uint8Array(await handle.readFile()));
    if (!size || size === 'incomplete') return { verdict: 'unmeasurable' };
    return overBudget(size, budget) ? { verdict: 'over', width: size.width, height: size.height } : { verdict: 'ok' };
  } finally {
    await handle.close();
  }
}

/**
 * The uploads folder, as lib/infra/uploads/store.ts finds it (relative paths are the site folder's).
 * @param {{ DATA_DIR: string, UPLOADS_DIR?: string }} env
 */
const uploadsFolder = (env) => (env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(resolve(env.DATA_DIR), 'uploads'));

/**
 * @param {{
 *   siteDir: string,
 *   env: { BUILD_DIR: string, DATA_DIR: string, UPLOADS_DIR?: string },
 *   headers: { key: string, value: string }[],
 *   budget?: import('../lib/infra/uploads/image-budget.mjs').PixelBudget,
 * }} options
 */
export function createImageGuard({ siteDir, env, headers, budget = PIXEL_BUDGETS.photo }) {
  const folders = { images: join(siteDir, 'public', 'images'), uploads: uploadsFolder(env), '_next/static/media': join(siteDir, env.BUILD_DIR, 'static', 'media') };
  // Stored files never change (uploads get new names, the rest comes with a build): a verdict is kept.
  /** @type {LRUCache<string, Promise<Verdict | null>>} */
  const verdicts = new LRUCache({ max: 10_000 });

  /** @param {string} source */
  function verdictFor(source) {
    const match = SOURCE.exec(source);
    if (!match) return Promise.resolve(/** @type {Verdict} */ ({ verdict: 'unmeasurable' }));
    let verdict = verdicts.get(source);
    if (verdict) return verdict;
    verdict = measureFile(join(folders[/** @type {keyof typeof folders} */ (match[1])], match[2] ?? ''), budget);
    verdicts.set(source, verdict);
    verdict.then(
      (known) => {
        // No file (yet): asked again next time rather than remembered.
        if (known === null) verdicts.delete(source);
        else if (known.verdict !== 'ok') log.warn('image optimizer: a source image is refused', { source, ...known, ...budget });
      },
      () => verdicts.delete(source),
    );
    return verdict;
  }

  /**
   * Calls `next` for every request but an image optimizer request whose source is over the budget
   * or cannot be measured, which it answers itself (422).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   */
  return function guardImage(req, res, next) {
    const url = req.url ?? '';
    if (!url.startsWith('/_next/image?')) return next();
    const source = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('url') ?? '';
    verdictFor(source).then(
      (known) => {
        if (known === null || known.verdict === 'ok') return next();
        res.setHeader('X-Request-Id', String(req.headers['x-request-id']));
        const request = { path: url, acceptLanguage: req.headers['accept-language'], accept: req.headers.accept, head: req.method === 'HEAD' };
        sendRefusal(res, { status: 422 }, request, headers);
      },
      (/** @type {unknown} */ error) => {
        log.warn('image optimizer: could not read a source image', { source, error });
        next();
      },
    );
  };
}
