import { getTranslations } from 'next-intl/server';
import { Section, SectionHeader } from '@/components/sections/Section';
import type { Locale } from '@/i18n/routing';
import { listStories } from '@/lib/features/stories';
import type { StorySolution } from '@/lib/features/stories/shared/taxonomy';
import { StoryCard } from './StoryCard';

/** The stories tagged with a solution page, on that page; none, and the section is not there. */
export async function SolutionStories({ locale, solution }: { locale: Locale; solution: StorySolution }) {
  const [t, stories] = await Promise.all([getTranslations({ locale, namespace: 'Stories' }), listStories(locale, { solution })]);
  if (stories.length === 0) return null;
  const id = `${solution}-stories`;
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} title={t('onSolution.title')} intro={t('onSolution.lead')} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {stories.slice(0, 3).map((story) => (
          <li key={story.id} className="flex">
            <StoryCard story={story} locale={locale} headingLevel={3} labels={{ industry: t(`industries.${story.industry}`), anonymized: t('anonymized'), readStory: t('readStory') }} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
