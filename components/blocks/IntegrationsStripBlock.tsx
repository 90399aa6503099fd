import { Section, SectionHeader } from '@/components/sections/Section';
import type { IntegrationCard } from '@/lib/features/pages/shared/blocks';
import { BlockImage, BlockLink, CtaLink, headingId } from './parts';
import type { BlockProps } from './types';

/** Published integrations by name (and logo), each a link to its page; one not found is left out. */
export function IntegrationsStripBlock({ block, locale, data, labels, site }: BlockProps<'integrationsStrip'>) {
  const id = headingId(block.anchor);
  const items = block.integrations.map((slug) => data.integrations.get(slug)).filter((item): item is IntegrationCard => item !== undefined);
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} title={block.heading} intro={block.intro} />
      {items.length > 0 && (
        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {items.map((item) => (
            <li key={item.slug}>
              <BlockLink href={item.href} locale={locale} className="flex min-h-12 items-center gap-3 rounded-full bg-white px-5 py-2 font-semibold text-ink-900 ring-1 ring-ink-200 hover:ring-brand-500">
                {item.logo && <BlockImage src={item.logo} alt="" width={32} height={32} sizes="32px" className="size-8 object-contain" />}
                {item.name}
              </BlockLink>
            </li>
          ))}
        </ul>
      )}
      {block.link && (
        <p className="mt-8 text-center">
          <CtaLink cta={block.link} locale={locale} site={site} demoLabel={labels.demo} className="font-semibold text-brand-800 underline-offset-4 hover:underline" />
        </p>
      )}
    </Section>
  );
}
