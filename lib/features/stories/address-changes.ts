/** What a story's save or deletion means for addresses (redirects, 410, IndexNow): lib/features/redirects decides. */
import 'server-only';
import { log } from '@/lib/infra/log.mjs';
import { translationIn } from '@/lib/features/posts';
import { contentAddressChanged, type PageAddress } from '@/lib/features/redirects';
import { storyPath } from './paths';
import { getAllPublishedStories } from './repository';
import type { Story } from './shared/types';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

const sitePath = (story: Pick<Story, 'language' | 'slug'>) => localizedPath(story.language, storyPath(story) as `/${string}`);
const addressOf = (story: Story | null): PageAddress | null => story && { path: sitePath(story), live: story.status === 'published' };

/** `before` null for a new story, `after` null for a deleted one. Never throws: the save already happened. */
export async function storyAddressChanged(before: Story | null, after: Story | null): Promise<void> {
  try {
    const story = after ?? before;
    const translation = story ? translationIn(await getAllPublishedStories(), story) : undefined;
    await contentAddressChanged(addressOf(before), addressOf(after), translation ? [sitePath(translation)] : []);
  } catch (error) {
    log.error('stories: the address change was not applied', { error });
  }
}

/** Every published story's address, for the redirects screen's warning. */
export const publishedStoryPaths = async () => (await getAllPublishedStories()).map(sitePath);
