import { describe, expect, it } from 'vitest';
import { pageQuery, pageWithin, readPage, readPageWith, requestedPage } from './paging';

describe('requestedPage', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['-1', 1],
    ['0', 1],
    ['2.7', 2],
    ['3', 3],
    ['1e9', 1_000_000_000],
    ['9'.repeat(30), Number.MAX_SAFE_INTEGER],
    ['9'.repeat(40), 1],
    ['Infinity', 1],
    [['2', '3'], 1],
  ])('%j → %d', (value, page) => {
    expect(requestedPage(value)).toBe(page);
  });
});

describe('pageWithin', () => {
  it('keeps the page between the first and the last, and an empty list on page 1', () => {
    expect(pageWithin(1_000_000_000, 50_000, 100)).toEqual({ page: 500, pageCount: 500, offset: 49_900 });
    expect(pageWithin(Number.MAX_SAFE_INTEGER, 101, 100)).toEqual({ page: 2, pageCount: 2, offset: 100 });
    expect(pageWithin(-3, 10, 100)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWithin(7, 0, 100)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});

describe('readPage', () => {
  it('counts, then reads the page that exists, never more than 100 rows', async () => {
    const asked: [number, number][] = [];
    const paged = await readPage(
      99,
      500,
      async () => 250,
      async (limit, offset) => {
        asked.push([limit, offset]);
        return ['row'];
      },
    );
    expect(asked).toEqual([[100, 200]]);
    expect(paged).toEqual({ rows: ['row'], page: 3, pageCount: 3, pageSize: 100, total: 250 });
    expect(await readPage(1, 10, async () => 0, async () => ['never read'])).toMatchObject({ rows: [], total: 0, page: 1 });
  });
});

describe('pageQuery', () => {
  it('keeps the filters that are set, and the page from the second on', () => {
    expect(pageQuery({ q: 'old post', status: 301, empty: '', none: undefined }, 2)).toBe('?q=old+post&status=301&page=2');
    expect(pageQuery({ q: 'a&b=c' }, 1)).toBe('?q=a%26b%3Dc');
    expect(pageQuery({}, 1)).toBe('');
  });
});

describe('readPageWith', () => {
  it('reads again at the last page when the page asked for is past it', async () => {
    const asked: number[] = [];
    const fetch = async (limit: number, offset: number) => {
      asked.push(offset);
      return { rows: offset < 250 ? ['row'] : [], total: 250 };
    };
    expect(await readPageWith(2, 100, fetch)).toMatchObject({ page: 2, pageCount: 3, rows: ['row'] });
    expect(await readPageWith(1_000_000_000, 100, fetch)).toMatchObject({ page: 3, pageCount: 3, rows: ['row'] });
    expect(asked).toEqual([100, 99_999_999_900, 200]);
    expect(await readPageWith(4, 100, async () => ({ rows: [], total: 0 }))).toMatchObject({ page: 1, pageCount: 1, rows: [], total: 0 });
  });
});
