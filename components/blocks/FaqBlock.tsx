import { Section, SectionHeader } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import type { BlockOf } from '@/lib/features/pages/shared/blocks';
import type { JsonLdObject } from '@/lib/infra/seo/json-ld';
import { headingId, Paragraphs } from './parts';
import type { BlockProps } from './types';

/** schema.org FAQPage of the block's questions (serialised by JsonLd with `<` escaped: no text closes the script). */
export function faqJsonLd(block: BlockOf<'faq'>): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: block.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/** Questions that open to their answers (native disclosure: keyboard and screen readers need nothing more). */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  const id = headingId(block.anchor);
  return (
    <Section tone="tint" labelledBy={id}>
      <SectionHeader id={id} title={block.heading} />
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-ink-200 rounded-card bg-white px-6 ring-1 ring-ink-100">
        {block.items.map((item, index) => (
          <details key={index} className="group py-5">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-xl leading-6 text-brand-700 group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-3 space-y-3 leading-7 text-ink-700">
              <Paragraphs text={item.answer} />
            </div>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(block)} />
    </Section>
  );
}
