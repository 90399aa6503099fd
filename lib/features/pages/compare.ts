/**
 * What changed between two versions of a page, block by block: blocks added, removed, moved or
 * changed (with the fields that differ), and the page's own fields (title, SEO, landing). Posts'
 * word diff compares fixed text fields; a page is a list of typed blocks, so it is compared by
 * block anchor. Bounded by the content's own bounds (40 blocks, 256 kB): one JSON pass per block.
 */
import type { PageContent } from './shared/types';

export interface BlockChange {
  anchor: string;
  type: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
  /** For `changed`: the block's top-level fields that differ. */
  fields?: string[];
  /** Positions (from 0) before and after, when the block is in both. */
  from?: number;
  to?: number;
}

export interface FieldChange {
  field: 'title' | 'seo.title' | 'seo.description' | 'seo.image' | 'seo.noindex' | 'landing';
  before: string | boolean | null;
  after: string | boolean | null;
}

export interface PageComparison {
  fields: FieldChange[];
  blocks: BlockChange[];
}

type Block = PageContent['blocks'][number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedFields(before: Block, after: Block): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('id');
  return [...keys].filter((key) => !same((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key])).sort();
}

export function comparePages(before: PageContent, after: PageContent): PageComparison {
  const fields: FieldChange[] = [];
  const pairs: [FieldChange['field'], string | boolean | null, string | boolean | null][] = [
    ['title', before.title, after.title],
    ['seo.title', before.seo.title, after.seo.title],
    ['seo.description', before.seo.description, after.seo.description],
    ['seo.image', before.seo.image, after.seo.image],
    ['seo.noindex', before.seo.noindex, after.seo.noindex],
    ['landing', before.landing, after.landing],
  ];
  for (const [field, from, to] of pairs) if (from !== to) fields.push({ field, before: from, after: to });

  const blocks: BlockChange[] = [];
  const old = new Map(before.blocks.map((block, index) => [block.anchor, { block, index }]));
  const ids = new Set(after.blocks.map((block) => block.anchor));
  // Moved: the fewest blocks whose move explains the new order (those outside the longest common order).
  const stayed = longestCommonOrder(
    before.blocks.filter((block) => ids.has(block.anchor)).map((block) => block.anchor),
    after.blocks.filter((block) => old.has(block.anchor)).map((block) => block.anchor),
  );
  after.blocks.forEach((block, index) => {
    const previous = old.get(block.anchor);
    if (!previous) {
      blocks.push({ anchor: block.anchor, type: block.type, change: 'added', to: index });
      return;
    }
    const differing = previous.block.type !== block.type ? ['type'] : changedFields(previous.block, block);
    if (differing.length > 0) blocks.push({ anchor: block.anchor, type: block.type, change: 'changed', fields: differing, from: previous.index, to: index });
    else if (!stayed.has(block.anchor)) blocks.push({ anchor: block.anchor, type: block.type, change: 'moved', from: previous.index, to: index });
  });
  before.blocks.forEach((block, index) => {
    if (!ids.has(block.anchor)) blocks.push({ anchor: block.anchor, type: block.type, change: 'removed', from: index });
  });
  return { fields, blocks };
}

/** The anchors of a longest common subsequence of two orders of the same anchors (at most 40: quadratic is nothing). */
function longestCommonOrder(a: string[], b: string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const common = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      common.add(a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return common;
}
