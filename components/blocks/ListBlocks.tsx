import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Steps } from '@/components/sections/Steps';
import type { IconName } from '@/components/ui/icons';
import { FEATURE_ICONS } from '@/lib/features/pages/shared/blocks';
import { headingId } from './parts';
import type { BlockProps } from './types';

// Every icon an editor may pick is one the site draws (a compile-time check).
FEATURE_ICONS satisfies readonly IconName[];

/** Feature cards, on a light grey band unless the editor chose white. */
export function FeatureGridBlock({ block }: BlockProps<'featureGrid'>) {
  const id = headingId(block.anchor);
  return (
    <Section tone={block.background === 'plain' ? 'white' : 'tint'} labelledBy={id}>
      <SectionHeader id={id} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
      <FeatureGrid items={block.items} columns={Number(block.columns) as 2 | 3 | 4} />
    </Section>
  );
}

/** Numbered steps, on white unless the editor chose the light grey band. */
export function StepsBlock({ block }: BlockProps<'steps'>) {
  const id = headingId(block.anchor);
  return (
    <Section tone={block.background === 'tint' ? 'tint' : 'white'} labelledBy={id}>
      <SectionHeader id={id} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
      <Steps items={block.items} />
    </Section>
  );
}
