import { describe, expect, it } from 'vitest';
import { parseSerialId } from './ids';
import { applyToEach, dayOf, dayRange, isFiltered, listAddress, listFilters, MAX_BULK_IDS, MAX_LIST_WORDS, parseListQuery, selectedIds, withBulkOutcome, type ListSpec } from './list-query';

const spec: ListSpec<'updated' | 'title'> = { sorts: ['updated', 'title'], defaultDir: { title: 'asc' }, statuses: ['draft', 'published'], langs: ['en', 'es'], author: true, category: true };

describe('parseListQuery', () => {
  it('reads every value the list knows', () => {
    expect(parseListQuery({ q: '  returns ', page: '3', sort: 'title', dir: 'desc', status: 'draft', lang: 'es', author: '7', category: 'Ops', from: '2026-01-01', to: '2026-02-01' }, spec)).toEqual({
      q: 'returns',
      page: 3,
      sort: 'title',
      dir: 'desc',
      status: 'draft',
      lang: 'es',
      author: 7,
      category: 'Ops',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('drops what it does not know, never throws, and bounds the words', () => {
    const query = parseListQuery({ q: 'x'.repeat(5000), page: '-4', sort: 'password', dir: 'sideways', status: 'deleted', lang: 'fr', author: '1e9', from: '2026-02-30', to: 'yesterday', kind: 'demo' }, spec);
    expect(query).toEqual({ q: 'x'.repeat(MAX_LIST_WORDS), page: 1, sort: 'updated', dir: 'desc' });
    expect(parseListQuery({ q: ['a', 'b'], status: ['draft'], sort: 'title' }, spec)).toEqual({ page: 1, sort: 'title', dir: 'asc' });
    expect(parseListQuery(new URLSearchParams('q=%20&author=0&category=%20'), spec)).toEqual({ page: 1, sort: 'updated', dir: 'desc' });
  });

  it('ignores filters the list does not have, and puts a backwards range in order', () => {
    expect(parseListQuery({ author: '3', category: 'Ops', from: '2026-03-01', to: '2026-01-01' }, { sorts: ['updated'] })).toEqual({ page: 1, sort: 'updated', dir: 'desc', from: '2026-01-01', to: '2026-03-01' });
  });
});

describe('listFilters and isFiltered', () => {
  it('keeps the filters and a sort other than the default, never the page', () => {
    const query = parseListQuery({ q: 'a', page: '4', status: 'draft' }, spec);
    expect(listFilters(query, spec)).toEqual({ q: 'a', status: 'draft' });
    expect(isFiltered(query)).toBe(true);
    const sorted = parseListQuery({ sort: 'title', dir: 'desc' }, spec);
    expect(listFilters(sorted, spec)).toEqual({ sort: 'title', dir: 'desc' });
    expect(isFiltered(sorted)).toBe(false);
  });
});

describe('listAddress', () => {
  it('is the list with its filters, and its page after the first', () => {
    expect(listAddress('/es/manage/leads', { q: 'zebra', kind: undefined }, 1)).toBe('/es/manage/leads?q=zebra');
    expect(listAddress('/es/manage/leads', { q: 'a b&c' }, 3)).toBe('/es/manage/leads?q=a+b%26c&page=3');
    expect(listAddress('/en/manage/pages', {}, 1)).toBe('/en/manage/pages');
  });
});

describe('selectedIds', () => {
  it('reads repeated or comma-joined ids, once each, dropping the unknown', () => {
    expect(selectedIds(['3', '1,2', '3', 'x', '-1', '0'], parseSerialId)).toEqual([3, 1, 2]);
    expect(selectedIds('5', parseSerialId)).toEqual([5]);
    expect(selectedIds(undefined, parseSerialId)).toEqual([]);
  });
  it('refuses more than the bound rather than cutting it', () => {
    const many = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => String(index + 1)).join(',');
    expect(selectedIds(many, parseSerialId)).toBeNull();
    expect(selectedIds(many.split(',').slice(0, MAX_BULK_IDS).join(','), parseSerialId)).toHaveLength(MAX_BULK_IDS);
  });
});

describe('days', () => {
  it('knows real days and makes an inclusive range', () => {
    expect(dayOf('2026-02-28')).toBe('2026-02-28');
    expect(dayOf('2026-02-29')).toBeUndefined();
    expect(dayRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ since: new Date('2026-01-01T00:00:00Z'), before: new Date('2026-02-01T00:00:00Z') });
  });
});

describe('withBulkOutcome', () => {
  it('keeps the filters, drops the page and says what was done', () => {
    expect(withBulkOutcome('/en/manage/posts?q=a&page=3&bulk=delete', { bulk: 'publish', count: '2' })).toBe('/en/manage/posts?q=a&bulk=publish&count=2');
  });
});

describe('applyToEach', () => {
  it('applies to each id in turn, counts what changed, and goes on past one that fails', async () => {
    const seen: number[] = [];
    const failures: number[] = [];
    const result = await applyToEach(
      'publish',
      [1, 2, 3, 4],
      async (id) => {
        seen.push(id);
        if (id === 3) throw new Error('gone');
        return id !== 2;
      },
      (id) => failures.push(id),
    );
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(failures).toEqual([3]);
    expect(result).toEqual({ done: 2, skipped: 2, outcome: { bulk: 'publish', count: '2', skipped: '2' } });
    expect((await applyToEach('delete', [7], async () => true, () => undefined)).outcome).toEqual({ bulk: 'delete', count: '1' });
  });
});
