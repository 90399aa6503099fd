import { describe, expect, it } from 'vitest';
import { blogQuery, isSearchable, parseBlogFilters } from './blog-filters';

describe('parseBlogFilters', () => {
  it('reads category, search and page', () => {
    expect(parseBlogFilters({ category: 'Returns', search: ' fit ', page: '2' })).toEqual({ category: 'Returns', search: 'fit', page: 2 });
  });

  it.each([
    [{ page: '-1' }, 1],
    [{ page: '0' }, 1],
    [{ page: '1.5' }, 1],
    [{ page: 'abc' }, 1],
    [{ page: '99999' }, 1],
    [{ page: ['3', '4'] }, 3],
    [{}, 1],
  ])('turns odd pages into page 1: %j', (params, page) => {
    expect(parseBlogFilters(params).page).toBe(page);
  });

  it('reads the slug a post switched language from, when it is one', () => {
    expect(parseBlogFilters({ translationOf: 'photo-first-returns' })).toEqual({ category: undefined, search: undefined, page: 1, translationOf: 'photo-first-returns' });
    for (const translationOf of ['', 'Not A Slug', '../x', 'a'.repeat(300)]) expect(parseBlogFilters({ translationOf }).translationOf).toBeUndefined();
    // The other language's category, carried by the language switch: text like any filter.
    expect(parseBlogFilters({ categoryOf: ' Returns ' }).categoryOf).toBe('Returns');
    expect(parseBlogFilters({ categoryOf: 'x'.repeat(500) }).categoryOf).toHaveLength(100);
    expect(parseBlogFilters({ categoryOf: '   ' })).not.toHaveProperty('categoryOf');
  });

  it('ignores blank values and trims long or odd ones', () => {
    expect(parseBlogFilters({ category: '   ', search: '' })).toEqual({ category: undefined, search: undefined, page: 1 });
    expect(parseBlogFilters({ search: 'x'.repeat(5000) }).search).toHaveLength(100);
    expect(parseBlogFilters({ search: 'a\u0000b\nc' }).search).toBe('abc');
    expect(parseBlogFilters({ search: '<script>alert(1)</script>' }).search).toBe('<script>alert(1)</script>');
  });
});

describe('search rules', () => {
  it('needs at least 2 trimmed characters', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable('  fit ')).toBe(true);
  });

  it('builds list links that keep the filters', () => {
    expect(blogQuery({ category: 'Returns', page: 1 })).toEqual({ category: 'Returns' });
    expect(blogQuery({ search: 'fit', page: 3 })).toEqual({ search: 'fit', page: '3' });
  });
});
