import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { StorySummary } from '@/lib/features/stories/shared/types';
import { StoryImage } from './StoryImage';

export interface StoryCardLabels {
  industry: string;
  anonymized: string;
  readStory: string;
}

/**
 * A story in a list: its first figure large, the customer, the title (the link) and the summary.
 * `wide`: the only story of a row, its figure beside the text from md up (no two empty thirds).
 */
export function StoryCard({ story, locale, labels, headingLevel = 2, wide = false }: { story: StorySummary; locale: Locale; labels: StoryCardLabels; headingLevel?: 2 | 3; wide?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const [headline] = story.results;
  const layout = wide ? 'md:grid md:grid-cols-[minmax(12rem,1fr)_2fr] md:gap-x-10 md:p-10' : 'flex flex-col';
  return (
    <article lang={story.language} className={`group relative flex-1 rounded-card border border-ink-100 bg-white p-6 shadow-card has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-500 ${layout}`}>
      <div className={wide ? 'md:row-span-5 md:border-r md:border-ink-100 md:pr-10' : 'contents'}>
      <div className="flex min-h-12 items-center justify-between gap-3">
        {story.logo && !story.anonymized ? (
          <StoryImage kind="logo" src={story.logo} alt={story.logoAlt ?? story.customer} sizes="120px" />
        ) : (
          <p className="font-bold text-ink-900">{story.customer}</p>
        )}
        {story.anonymized && <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">{labels.anonymized}</span>}
      </div>
      {headline && (
        <p className="mt-6">
          <span className="block text-4xl font-extrabold tracking-tight text-brand-800">{headline.value}</span>
          <span className="mt-1 block text-sm font-semibold text-ink-700">{headline.label}</span>
        </p>
      )}
      </div>
      <p className={`mt-5 text-sm font-semibold text-brand-800 ${wide ? 'md:mt-0' : ''}`}>{labels.industry}</p>
      <Heading className="mt-1 text-xl leading-snug font-bold text-ink-950">
        <Link locale={locale} href={`/customers/${story.slug}`} hrefLang={story.language} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus-visible:outline-none">
          {story.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-7 text-ink-600">{story.summary}</p>
      <p aria-hidden="true" className="mt-5 text-sm font-semibold text-brand-800">
        {labels.readStory} →
      </p>
    </article>
  );
}
