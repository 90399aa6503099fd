import { Section, SectionHeader } from '@/components/sections/Section';
import { StatGrid } from '@/components/sections/StatGrid';
import { Icon } from '@/components/ui/icons';
import { headingId, Paragraphs } from './parts';
import type { BlockOf } from '@/lib/features/pages/shared/blocks';
import type { BlockProps } from './types';

/**
 * The page's opening words, close under the hero: beside their heading ("Life at Otailo"), or with
 * the side note ("Who it is for") beside them on wide screens, or alone.
 */
export function SummaryBlock({ block }: BlockProps<'summary'>) {
  const id = headingId(block.anchor);
  if (block.heading) {
    return (
      <Section labelledBy={id} className="!pt-4">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeader id={id} eyebrow={block.eyebrow} title={block.heading} align="left" />
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            <Paragraphs text={block.body} />
            {block.aside && <SideNote aside={block.aside} id={`${block.anchor}-note`} />}
          </div>
        </div>
      </Section>
    );
  }
  const body = (
    <div className="space-y-5 text-lg leading-8 text-ink-700 sm:text-xl sm:leading-9">
      <Paragraphs text={block.body} />
    </div>
  );
  if (!block.aside) {
    return (
      <Section className="!pt-4">
        <div className="max-w-3xl">{body}</div>
      </Section>
    );
  }
  return (
    <Section labelledBy={id} className="!pt-4">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        {body}
        <SideNote aside={block.aside} id={id} />
      </div>
    </Section>
  );
}

function SideNote({ aside, id }: { aside: NonNullable<BlockOf<'summary'>['aside']>; id: string }) {
  return (
    <aside className="self-start rounded-card bg-ink-50 p-6" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-base font-bold text-ink-950">
        {aside.icon && <Icon name={aside.icon} className="size-5 text-brand-700" />}
        {aside.heading}
      </h2>
      <p className="mt-2 text-base leading-7 text-ink-700">{aside.body}</p>
    </aside>
  );
}

/** What a buyer can expect, on the brand's tint: each a short headline, what it is about, and a sentence. */
export function OutcomesBlock({ block }: BlockProps<'outcomes'>) {
  const id = headingId(block.anchor);
  return (
    <Section tone="brand" labelledBy={id}>
      <SectionHeader id={id} title={block.heading} intro={block.intro} />
      <StatGrid items={block.items} />
    </Section>
  );
}
