import { getTranslations } from 'next-intl/server';
import { Section, SectionHeader } from '@/components/sections/Section';
import type { Locale } from '@/lib/infra/routing/routing';
import { listStories } from '@/lib/features/stories';
import type { StoryQuery } from '@/lib/features/stories/shared/types';
import { StoryRow } from './StoryRow';

/** Up to three stories matching a tag, under a heading; none, and the section is not there. */
export async function TaggedStories({ locale, query, id, title, lead }: { locale: Locale; query: StoryQuery; id: string; title: string; lead?: string }) {
  const [t, stories] = await Promise.all([getTranslations({ locale, namespace: 'Stories' }), listStories(locale, query)]);
  if (stories.length === 0) return null;
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} title={title} intro={lead} />
      <StoryRow
        stories={stories.slice(0, 3)}
        locale={locale}
        headingLevel={3}
        labels={(story) => ({ industry: t(`industries.${story.industry}`), anonymized: t('anonymized'), readStory: t('readStory') })}
      />
    </Section>
  );
}

