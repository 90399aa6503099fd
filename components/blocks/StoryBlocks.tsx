import { Section, SectionHeader } from '@/components/sections/Section';
import { StoryImage } from '@/components/stories/StoryImage';
import type { StoryCard } from '@/lib/features/pages/shared/blocks';
import { BlockLink, headingId } from './parts';
import type { BlockProps } from './types';

/** The customers behind published stories: their logos (or names), each a link to its story. A story not found is left out. */
export function LogoStripBlock({ block, locale, data }: BlockProps<'logoStrip'>) {
  const stories = block.stories.map((id) => data.stories.get(id)).filter((story): story is StoryCard => story !== undefined);
  if (stories.length === 0) return null;
  const id = headingId(block.anchor);
  return (
    <Section tone="tint" labelledBy={block.heading ? id : undefined} className="!py-12">
      {block.heading && <SectionHeader id={id} title={block.heading} />}
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {stories.map((story) => (
          <li key={story.id}>
            <BlockLink href={story.href} locale={locale} className="flex min-h-12 items-center rounded-lg font-bold text-ink-700 hover:text-brand-800">
              {story.logo && !story.anonymized ? <StoryImage kind="logo" src={story.logo} alt={story.logoAlt ?? story.customer} sizes="120px" /> : story.customer}
            </BlockLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A customer's words from their story, attributed, with a link to the whole story. Nothing when the story has no quote. */
export function StoryQuoteBlock({ block, locale, labels, data }: BlockProps<'storyQuote'>) {
  const story = data.stories.get(block.story);
  if (!story?.quote) return null;
  const person = [story.quoteName, story.quoteRole].filter(Boolean).join(', ');
  return (
    <Section tone="brand">
      <figure className="mx-auto max-w-3xl text-center">
        <h2 className="sr-only">{labels.customerStory}</h2>
        <blockquote className="text-2xl leading-10 font-semibold text-ink-950 sm:text-3xl sm:leading-snug">
          <p>“{story.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 text-ink-700">
          {person && <span className="block font-semibold text-ink-900">{person}</span>}
          <span className="block">{story.customer}</span>
          <BlockLink href={story.href} locale={locale} className="mt-4 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline">
            {block.linkLabel ?? labels.readStory}
          </BlockLink>
        </figcaption>
      </figure>
    </Section>
  );
}

/** The newest stories tagged with a solution, as cards (drawn by the site's stories, wired through `site`); none, and nothing is shown. */
export function TaggedStoriesBlock({ block, site }: BlockProps<'taggedStories'>) {
  return site?.stories({ solution: block.solution, id: headingId(block.anchor), heading: block.heading, intro: block.intro }) ?? null;
}
