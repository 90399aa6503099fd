/** What an opening's save or deletion means for addresses (redirects, 410, IndexNow): lib/features/redirects decides. */
import 'server-only';
import { log } from '@/lib/infra/log.mjs';
import { translationIn } from '@/lib/features/posts';
import { contentAddressChanged, type PageAddress } from '@/lib/features/redirects';
import { openingPath } from './paths';
import { getAllPublishedOpenings } from './repository';
import type { Opening } from './shared/types';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

const sitePath = (opening: Pick<Opening, 'language' | 'slug'>) => localizedPath(opening.language, openingPath(opening) as `/${string}`);
const addressOf = (opening: Opening | null): PageAddress | null => opening && { path: sitePath(opening), live: opening.status === 'published' };

/** `before` null for a new opening, `after` null for a deleted one. Never throws: the save already happened. */
export async function openingAddressChanged(before: Opening | null, after: Opening | null): Promise<void> {
  try {
    const opening = after ?? before;
    const translation = opening ? translationIn(await getAllPublishedOpenings(), opening) : undefined;
    await contentAddressChanged(addressOf(before), addressOf(after), translation ? [sitePath(translation)] : []);
  } catch (error) {
    log.error('openings: the address change was not applied', { error });
  }
}

/** Every live opening's address, for the redirects screen's warning. */
export const publishedOpeningPaths = async () => (await getAllPublishedOpenings()).map(sitePath);
