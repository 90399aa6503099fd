import { PageHero } from '@/components/sections/PageHero';
import { Section, SectionHeader } from '@/components/sections/Section';
import { BACK_LINK_CLASS, BackLinkBody } from '@/components/sections/back-link-body';
import { BlockImage, BlockLink, CtaLink, headingId } from './parts';
import type { BlockProps } from './types';

/** The page's top band (its h1) when first; further down, the same content under an h2. */
export function HeroBlock({ block, locale, first, site, labels }: BlockProps<'hero'>) {
  const actions = (block.primary || block.secondary) && (
    <>
      {block.primary && <CtaLink cta={block.primary} locale={locale} site={site} demoLabel={labels.demo} className="btn btn-primary px-6 text-base" />}
      {block.secondary && (
        <CtaLink
          cta={block.secondary}
          locale={locale}
          site={site}
          demoLabel={labels.demo}
          className={block.layout === 'home' ? 'btn btn-secondary px-6 text-base' : 'btn border border-ink-200 bg-white px-6 text-base text-ink-900 hover:bg-ink-50'}
        />
      )}
    </>
  );
  const visual = block.illustration
    ? site?.illustration(block.illustration)
    : block.media && (
        <BlockImage src={block.media.src} alt={block.media.alt} width={1200} height={900} sizes="(min-width: 1024px) 50vw, 100vw" priority={first} className="aspect-[4/3] w-full max-w-xl rounded-card object-contain" />
      );
  const back = block.back && (
    <BlockLink href={block.back.href} locale={locale} className={BACK_LINK_CLASS}>
      <BackLinkBody>{block.back.label}</BackLinkBody>
    </BlockLink>
  );
  if (first) return <PageHero layout={block.layout} back={back} eyebrow={block.eyebrow} title={block.heading} lead={block.lead} actions={actions} points={block.points} visual={visual} />;
  return (
    <Section labelledBy={headingId(block.anchor)}>
      <div className={`grid items-center gap-12 ${visual ? 'lg:grid-cols-[1.05fr_1fr]' : ''}`}>
        <div>
          <SectionHeader id={headingId(block.anchor)} eyebrow={block.eyebrow} title={block.heading} intro={block.lead} align="left" />
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {visual && <div className="flex justify-center lg:justify-end">{visual}</div>}
      </div>
    </Section>
  );
}
