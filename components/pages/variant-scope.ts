/**
 * The experiment variant this render shows (docs/experiments.md): set by the variant route
 * (app/[locale]/x-variant) before it renders the page's own route, read by BuilderPage when it
 * draws the page's live blocks. Scoped to one render (React's cache), so no other page sees it.
 */
import { cache } from 'react';
import type { PageBlock } from '@/lib/features/pages/shared/blocks';
import { applyVariant, type VariantTarget } from '@/lib/features/experiments/shared/apply';

const scope = cache((): { shown: { experiment: VariantTarget; variant: string } | null } => ({ shown: null }));

export function showVariant(experiment: VariantTarget, variant: string): void {
  scope().shown = { experiment, variant };
}

/** The blocks as the variant of this render has them (the blocks as given when none is set). */
export function blocksShown(blocks: readonly PageBlock[]): readonly PageBlock[] {
  const { shown } = scope();
  return shown ? applyVariant(blocks, shown.experiment, shown.variant) : blocks;
}
