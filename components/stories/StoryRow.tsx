import type { Locale } from '@/lib/infra/routing/routing';
import type { StorySummary } from '@/lib/features/stories/shared/types';
import { StoryCard, type StoryCardLabels } from './StoryCard';

/**
 * Stories side by side, laid out for how many there are: one fills the row (its figure beside its
 * text), two share it, three or more go three to a row on wide screens.
 */
export function StoryRow({ stories, locale, labels, headingLevel }: { stories: StorySummary[]; locale: Locale; labels: (story: StorySummary) => StoryCardLabels; headingLevel?: 2 | 3 }) {
  const columns = stories.length === 1 ? '' : stories.length === 2 ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`mt-8 grid gap-6 ${columns}`}>
      {stories.map((story) => (
        <li key={story.id} className="flex">
          <StoryCard story={story} locale={locale} headingLevel={headingLevel} labels={labels(story)} wide={stories.length === 1} />
        </li>
      ))}
    </ul>
  );
}
