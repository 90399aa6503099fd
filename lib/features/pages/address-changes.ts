/** What a page's write means for addresses (redirects, 410, IndexNow): lib/features/redirects decides. */
import 'server-only';
import { log } from '@/lib/infra/log.mjs';
import { contentAddressChanged, type PageAddress } from '@/lib/features/redirects';
import { pageSitePath } from './paths';
import type { Page } from './shared/types';

const addressOf = (page: Page | null): PageAddress | null => page && { path: pageSitePath(page), live: page.publishedRevision !== null };

/**
 * `before` null for a new page, `after` null for a deleted one. A live page renamed leaves a 308 at
 * its old address, a deleted live page a 410, a page going live takes its address back from any
 * automatic rule. Never throws: the write already happened.
 */
export async function pageAddressChanged(before: Page | null, after: Page | null): Promise<void> {
  try {
    await contentAddressChanged(addressOf(before), addressOf(after));
  } catch (error) {
    log.error('pages: the address change was not applied', { error });
  }
}
