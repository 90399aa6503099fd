import type { ReactNode } from 'react';
import { EMPTY_BLOCK_DATA, type PageBlock } from '@/lib/features/pages/shared/blocks';
import { ComparisonBlock } from './ComparisonBlock';
import { ContactPanelBlock } from './ContactPanelBlock';
import { CtaBandBlock } from './CtaBandBlock';
import { FaqBlock } from './FaqBlock';
import { FormBlock } from './FormBlock';
import { HeroBlock } from './HeroBlock';
import { IntegrationsStripBlock } from './IntegrationsStripBlock';
import { FeatureGridBlock, StepsBlock } from './ListBlocks';
import { OpeningsBlock } from './OpeningsBlock';
import { PricingBlock } from './PricingBlock';
import { ProductMediaBlock } from './ProductMediaBlock';
import { RichTextBlock } from './RichTextBlock';
import { StatsBlock } from './StatsBlock';
import { LogoStripBlock, StoryQuoteBlock, TaggedStoriesBlock } from './StoryBlocks';
import { OutcomesBlock, SummaryBlock } from './SummaryBlocks';
import { PageNavBlock, PracticesBlock } from './TrustBlocks';
import type { BlockContext } from './types';

function renderBlock(block: PageBlock, context: BlockContext, first: boolean): ReactNode {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} first={first} {...context} />;
    case 'stats':
      return <StatsBlock block={block} first={first} {...context} />;
    case 'summary':
      return <SummaryBlock block={block} first={first} {...context} />;
    case 'outcomes':
      return <OutcomesBlock block={block} first={first} {...context} />;
    case 'taggedStories':
      return <TaggedStoriesBlock block={block} first={first} {...context} />;
    case 'openings':
      return <OpeningsBlock block={block} first={first} {...context} />;
    case 'logoStrip':
      return <LogoStripBlock block={block} first={first} {...context} />;
    case 'storyQuote':
      return <StoryQuoteBlock block={block} first={first} {...context} />;
    case 'featureGrid':
      return <FeatureGridBlock block={block} first={first} {...context} />;
    case 'steps':
      return <StepsBlock block={block} first={first} {...context} />;
    case 'richText':
      return <RichTextBlock block={block} first={first} {...context} />;
    case 'productMedia':
      return <ProductMediaBlock block={block} first={first} {...context} />;
    case 'pricing':
      return <PricingBlock block={block} first={first} {...context} />;
    case 'comparison':
      return <ComparisonBlock block={block} first={first} {...context} />;
    case 'faq':
      return <FaqBlock block={block} first={first} {...context} />;
    case 'ctaBand':
      return <CtaBandBlock block={block} first={first} {...context} />;
    case 'form':
      return <FormBlock block={block} first={first} {...context} />;
    case 'integrationsStrip':
      return <IntegrationsStripBlock block={block} first={first} {...context} />;
    case 'contactPanel':
      return <ContactPanelBlock block={block} first={first} {...context} />;
    case 'pageNav':
      return <PageNavBlock block={block} first={first} {...context} />;
    case 'practices':
      return <PracticesBlock block={block} first={first} {...context} />;
    case 'siteSection':
      // Drawn by the site (the route's `site` parts); nothing where none are wired.
      return context.site?.section(block.section) ?? null;
    default:
      return block satisfies never;
  }
}

/**
 * A page's blocks in order, each under its anchor (`#pricing`: the wrapper's id, so a link can
 * point at it). Server components only, synchronous: the route loads labels (blockLabels) and
 * data (loadBlockData) first. A hero as the first block carries the page's h1; otherwise the page
 * gives its own.
 */
export function Blocks({ blocks, data = EMPTY_BLOCK_DATA, ...context }: Omit<BlockContext, 'data'> & { blocks: readonly PageBlock[]; data?: BlockContext['data'] }) {
  return blocks.map((block, index) => (
    <div key={block.anchor} id={block.anchor} data-block={block.type} className="scroll-mt-24">
      {renderBlock(block, { ...context, data }, index === 0)}
    </div>
  ));
}
