import type { ReactNode } from 'react';
import type { Locale } from '@/lib/infra/routing/routing';
import type { BlockData, BlockOf, BlockType, FormSlot, HeroIllustration, SiteSection, StoryTag } from '@/lib/features/pages/shared/blocks';
import type { BlockLabels } from './labels';

export interface BlockContext {
  locale: Locale;
  labels: BlockLabels;
  /** Stories, integrations and rendered rich text the page's loader resolved (loadBlockData). */
  data: BlockData;
  /** The page's form for a form block (the route renders it, with the page as the lead's source). */
  renderForm?: (slot: FormSlot) => ReactNode;
  /** What the site draws in code, wired by the route (components/pages/site-parts.tsx); without it (tests) sections and illustrations are left out and demo links are plain links. */
  site?: SiteParts;
}

/** The site's own parts a page of blocks can show. */
export interface SiteParts {
  /** A section of the site's own pages, with its copy from the site's messages. */
  section: (name: SiteSection) => ReactNode;
  illustration: (name: HeroIllustration) => ReactNode;
  /** Up to three published stories tagged with a solution, as cards under the block's heading (nothing when none). */
  stories: (props: { solution: StoryTag; id: string; heading: string; intro?: string }) => ReactNode;
  /** The open roles as the careers page lists them, under the block's heading. */
  openings: (props: { id: string; heading: string; intro?: string }) => ReactNode;
  /** The site's phone and email (site settings) as cards, each under the block's title and line. */
  contactCards: (props: { call: { title: string; text: string }; email: { title: string; text: string } }) => ReactNode;
  /** The link that opens the demo dialog (a plain link to the demo page without JavaScript). */
  demoLink: (props: { className: string; children: ReactNode }) => ReactNode;
}

export type BlockProps<T extends BlockType> = BlockContext & {
  block: BlockOf<T>;
  /** The page's first block: a hero there carries the page's h1. */
  first: boolean;
};
