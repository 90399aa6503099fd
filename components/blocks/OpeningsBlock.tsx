import { headingId } from './parts';
import type { BlockProps } from './types';

/** The open roles under the block's heading (drawn by the site's careers parts, wired through `site`; nothing where none are wired). */
export function OpeningsBlock({ block, site }: BlockProps<'openings'>) {
  return site?.openings({ id: headingId(block.anchor), heading: block.heading, intro: block.intro }) ?? null;
}
