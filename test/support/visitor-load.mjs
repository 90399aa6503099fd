// @ts-check
/**
 * What visitors do to one production server, in bulk, for the memory benchmark
 * (scripts/bench/memory.mjs) and the memory test (test/cluster/memory.test.ts): read every page
 * of the sitemap, ask for demos as browsers without JavaScript do, and open the slot lists
 * those answers offer. Every request comes from its own address (the rate limits are per address).
 */
import { readFileSync } from 'node:fs';
import { loadForm } from './form-post.mjs';

const CONCURRENCY = 16;
let visitor = 0;
const newAddress = () => ({ 'x-forwarded-for': `10.${((visitor += 1) >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` });

/** The resident set of a process, from the kernel, in bytes. @param {number} pid */
export function residentSet(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (/** @type {string} */ name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS') * 1024, anon: field('RssAnon') * 1024, file: field('RssFile') * 1024, threads: field('Threads') };
}

/** Runs `task` for 0…count-1, `CONCURRENCY` at a time. @param {number} count @param {(i: number) => Promise<unknown>} task */
async function pool(count, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Every page of the sitemap, once; resolves to how many. @param {string} base */
export async function crawl(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  await pool(paths.length, async (i) => (await fetch(base + paths[i], { headers: newAddress() })).arrayBuffer());
  return paths.length;
}

/** `count` demo requests; resolves to the slot pages their answers offer. @param {string} base @param {number} count */
export async function askForDemos(base, count) {
  const submit = await loadForm(`${base}/en/demo`, newAddress());
  /** @type {string[]} */
  const slotPages = [];
  await pool(count, async (i) => {
    const response = await submit({ firstName: 'Bench', lastName: 'Memory', email: `memory.${Date.now()}.${i}@example.com`, company: 'Bench Co', country: 'ES' }, newAddress());
    const path = /href="(\/en\/demo\/book\?ticket=[^"]+)"/.exec(await response.text())?.[1]?.replaceAll('&amp;', '&');
    if (path) slotPages.push(path);
  });
  return slotPages;
}

/**
 * `count` slot-list views spread over the tickets (a ticket is read at most 30 times in 10
 * minutes), in four time zones. @param {string} base @param {string[]} slotPages @param {number} count
 */
export async function viewSlots(base, slotPages, count) {
  const zones = ['Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
  await pool(count, async (i) => (await fetch(`${base}${slotPages[i % slotPages.length]}&tz=${zones[i % zones.length]}`, { headers: newAddress() })).arrayBuffer());
}
