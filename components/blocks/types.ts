import type { ReactNode } from 'react';
import type { Locale } from '@/lib/infra/routing/routing';
import type { BlockData, BlockOf, BlockType, FormSlot } from '@/lib/features/pages/shared/blocks';
import type { BlockLabels } from './labels';

export interface BlockContext {
  locale: Locale;
  labels: BlockLabels;
  /** Stories, integrations and rendered rich text the page's loader resolved (loadBlockData). */
  data: BlockData;
  /** The page's form for a form block (the route renders it, with the page as the lead's source). */
  renderForm?: (slot: FormSlot) => ReactNode;
}

export type BlockProps<T extends BlockType> = BlockContext & {
  block: BlockOf<T>;
  /** The page's first block: a hero there carries the page's h1. */
  first: boolean;
};
