import { describe, expect, it } from 'vitest';
import { comparePages } from './compare';
import { aBlock, pageContent } from './page.fixture';

const block = (anchor: string, extra: Record<string, unknown> = {}) => aBlock('hero', anchor, extra);

describe('comparing two versions of a page', () => {
  it('names blocks added, removed, changed (with their fields) and the fewest moved, and the page fields that differ', () => {
    const before = pageContent({ blocks: [block('a'), block('b'), block('c', { heading: 'Old' }), block('d')] });
    const after = pageContent({ title: 'New', landing: true, blocks: [block('b'), block('c', { heading: 'New' }), block('d'), block('a'), block('e')] });
    expect(comparePages(before, after)).toEqual({
      fields: [
        { field: 'title', before: 'Returns that pay', after: 'New' },
        { field: 'landing', before: false, after: true },
      ],
      blocks: [
        { anchor: 'c', type: 'hero', change: 'changed', fields: ['heading'], from: 2, to: 1 },
        { anchor: 'a', type: 'hero', change: 'moved', from: 0, to: 3 },
        { anchor: 'e', type: 'hero', change: 'added', to: 4 },
      ],
    });
    expect(comparePages(after, before).blocks.map((change) => [change.anchor, change.change])).toEqual([
      ['a', 'moved'],
      ['c', 'changed'],
      ['e', 'removed'],
    ]);
  });

  it('finds nothing between equal versions', () => {
    expect(comparePages(pageContent(), pageContent())).toEqual({ fields: [], blocks: [] });
  });
});
