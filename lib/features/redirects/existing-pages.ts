/**
 * The published posts' and stories' paths, for the warning before a redirect hides a live page.
 * Those features depend on this one (they create redirects), so lib/startup.ts hands their reader
 * over instead of this feature importing them; on globalThis because startup and the server
 * actions load separate copies of this module.
 */
import 'server-only';
import { routing } from '@/lib/infra/routing/routing';
import { lookupKey } from '@/lib/infra/routing/redirect-table.mjs';
import { pageKeys } from '@/lib/infra/routing/pages';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type PathReader = () => Promise<readonly string[]>;
const READER = Symbol.for('otailo.redirects.publishedPaths');
const holder = globalThis as { [READER]?: PathReader };

export function registerPublishedPaths(reader: PathReader): void {
  holder[READER] = reader;
}

const STATIC_PATHS = new Set(routing.locales.flatMap((locale) => pageKeys.map((key) => lookupKey(localizedPath(locale, key)))));

/** Whether visitors see a page at this normalized path today. */
export async function isExistingPage(source: string): Promise<boolean> {
  if (STATIC_PATHS.has(source)) return true;
  const published = (await holder[READER]?.()) ?? [];
  return published.some((path) => lookupKey(path) === source);
}
