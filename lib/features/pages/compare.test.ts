import { describe, expect, it } from 'vitest';
import { comparePages } from './compare';
import { pageContent } from './page.fixture';

const block = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'hero', id, ...extra });

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
        { id: 'c', type: 'hero', change: 'changed', fields: ['heading'], from: 2, to: 1 },
        { id: 'a', type: 'hero', change: 'moved', from: 0, to: 3 },
        { id: 'e', type: 'hero', change: 'added', to: 4 },
      ],
    });
    expect(comparePages(after, before).blocks.map((change) => [change.id, change.change])).toEqual([
      ['a', 'moved'],
      ['c', 'changed'],
      ['e', 'removed'],
    ]);
  });

  it('finds nothing between equal versions', () => {
    expect(comparePages(pageContent(), pageContent())).toEqual({ fields: [], blocks: [] });
  });
});
