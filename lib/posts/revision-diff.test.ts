import { describe, expect, it } from 'vitest';
import { diffPosts } from './revision-diff';

describe('diffPosts', () => {
  it('lists only the fields that differ, with the words removed and added', () => {
    const changes = diffPosts(
      { title: 'Returns in 2026', excerpt: 'Same.', fullContent: 'Refunds take five days.\n\nKeep it.' },
      { title: 'Returns in 2027', excerpt: 'Same.', fullContent: 'Refunds take two days.\n\nKeep it.' },
    );
    expect(changes.map((change) => change.field)).toEqual(['title', 'fullContent']);
    const body = changes[1]!.parts;
    expect(body.filter((part) => part.change === 'removed').map((part) => part.text)).toEqual(['five']);
    expect(body.filter((part) => part.change === 'added').map((part) => part.text)).toEqual(['two']);
    // Put back together, the unchanged and added parts are the new text.
    expect(body.filter((part) => part.change !== 'removed').map((part) => part.text).join('')).toBe('Refunds take two days.\n\nKeep it.');
  });

  it('treats a missing field as empty and finds no change between equal versions', () => {
    expect(diffPosts({ seoTitle: null }, { seoTitle: null })).toEqual([]);
    expect(diffPosts({}, { seoTitle: 'New' })).toMatchObject([{ field: 'seoTitle', parts: [{ text: 'New', change: 'added' }] }]);
  });
});
