import { Section, SectionHeader } from '@/components/sections/Section';
import { headingId, SourceLine } from './parts';
import type { BlockProps } from './types';

/** Headline figures, each with the source it comes from (required: no figure without one). */
export function StatsBlock({ block, locale, labels }: BlockProps<'stats'>) {
  const id = headingId(block.anchor);
  const grid = block.items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : block.items.length > 1 ? 'sm:grid-cols-2 lg:grid-cols-3' : '';
  return (
    <Section tone="dark" labelledBy={block.heading ? id : undefined}>
      {block.heading && <SectionHeader id={id} title={block.heading} intro={block.intro} dark />}
      <dl className={`mt-12 grid gap-6 ${grid}`}>
        {block.items.map((item, index) => (
          <div key={index} className="flex flex-col rounded-card bg-white/5 p-6 ring-1 ring-white/10">
            <dt className="order-2 mt-2 font-semibold text-ink-100">{item.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-brand-300 sm:text-4xl">{item.value}</dd>
            <dd className="order-3 mt-3 text-ink-300">
              <SourceLine label={labels.source} source={item.source} url={item.sourceUrl} locale={locale} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
