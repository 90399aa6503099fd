import { Section, SectionHeader } from '@/components/sections/Section';
import { StatGrid } from '@/components/sections/StatGrid';
import { Icon } from '@/components/ui/icons';
import { headingId } from './parts';
import type { BlockProps } from './types';

/** The page's opening paragraph, close under the hero, with its side note ("Who it is for") beside it on wide screens. */
export function SummaryBlock({ block }: BlockProps<'summary'>) {
  const id = headingId(block.anchor);
  const body = <p className="text-lg leading-8 text-ink-700 sm:text-xl sm:leading-9">{block.body}</p>;
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
        <aside className="self-start rounded-card bg-ink-50 p-6" aria-labelledby={id}>
          <h2 id={id} className="flex items-center gap-2 font-bold text-ink-950">
            {block.aside.icon && <Icon name={block.aside.icon} className="size-5 text-brand-700" />}
            {block.aside.heading}
          </h2>
          <p className="mt-2 leading-7 text-ink-700">{block.aside.body}</p>
        </aside>
      </div>
    </Section>
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
