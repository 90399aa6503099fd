import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Steps } from '@/components/sections/Steps';
import type { IconName } from '@/components/ui/icons';
import { FEATURE_ICONS } from '@/lib/features/pages/shared/blocks';
import { headingId } from './parts';
import type { BlockProps } from './types';

// Every icon an editor may pick is one the site draws (a compile-time check).
FEATURE_ICONS satisfies readonly IconName[];

export function FeatureGridBlock({ block }: BlockProps<'featureGrid'>) {
  const id = headingId(block.anchor);
  return (
    <Section tone="tint" labelledBy={id}>
      <SectionHeader id={id} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
      <FeatureGrid items={block.items} columns={Number(block.columns) as 2 | 3 | 4} />
    </Section>
  );
}

export function StepsBlock({ block }: BlockProps<'steps'>) {
  const id = headingId(block.anchor);
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
      <Steps items={block.items} />
    </Section>
  );
}
