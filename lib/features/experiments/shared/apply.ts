/**
 * What a variant shows (docs/experiments.md): for an experiment on the page, the variant's own
 * blocks; for one on a block, the page's blocks with that block (by its anchor) replaced by the
 * variant's. The control shows the page as it is; so does a variant whose block the page no longer
 * has (an editor removed it since: the page is never broken by an experiment).
 */
import type { PageBlock } from '@/lib/features/pages/shared/blocks';
import type { ExperimentVariant } from './experiment';

export interface VariantTarget {
  blockAnchor: string | null;
  variants: readonly ExperimentVariant[];
}

export function applyVariant(blocks: readonly PageBlock[], experiment: VariantTarget, variantKey: string): readonly PageBlock[] {
  const variant = experiment.variants.find((candidate) => candidate.key === variantKey);
  if (!variant || variant === experiment.variants[0]) return blocks;
  if (experiment.blockAnchor === null) return variant.blocks ?? blocks;
  const replacement = variant.block;
  if (!replacement || !blocks.some((block) => block.anchor === experiment.blockAnchor)) return blocks;
  // The variant's block keeps the tried block's anchor: links to it (#anchor) still land.
  return blocks.map((block) => (block.anchor === experiment.blockAnchor ? ({ ...replacement, anchor: block.anchor } as PageBlock) : block));
}
