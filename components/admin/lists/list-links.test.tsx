import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseListQuery, listFilters, type ListSpec } from '@/lib/infra/util/list-query';
import { AdminTable } from '../AdminTable';
import { ListSearch } from '../ListSearch';
import { sortLink } from './list-links';

const spec: ListSpec<'updated' | 'title'> = { sorts: ['updated', 'title'], defaultDir: { title: 'asc' }, statuses: ['draft'] };

describe('sortLink', () => {
  it('leads to the column in its default direction, then the other; filters kept, page dropped', () => {
    const query = parseListQuery({ q: 'a b', status: 'draft', page: '3' }, spec);
    const filters = listFilters(query, spec);
    expect(sortLink('/es/manage/posts', filters, query, spec, 'title')).toEqual({ href: '/es/manage/posts?q=a+b&status=draft&sort=title&dir=asc', state: 'none' });
    const sorted = parseListQuery({ q: 'a b', sort: 'title', dir: 'asc' }, spec);
    expect(sortLink('/es/manage/posts', listFilters(sorted, spec), sorted, spec, 'title')).toEqual({ href: '/es/manage/posts?q=a+b&sort=title&dir=desc', state: 'ascending' });
    expect(sortLink('/es/manage/posts', listFilters(sorted, spec), sorted, spec, 'updated').href).toBe('/es/manage/posts?q=a+b&sort=updated&dir=desc');
  });

  it('renders as a header link with aria-sort', () => {
    const html = renderToStaticMarkup(<AdminTable columns={[{ key: 'title', header: 'Title', sort: { href: '/en/x?sort=title&amp;dir=desc', state: 'ascending' }, cell: (row: string) => row }]} rows={['a']} />);
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toMatch(/<a href="\/en\/x\?sort=title[^"]*"[^>]*>Title<span aria-hidden="true"/);
  });
});

describe('ListSearch', () => {
  it('is a GET form keeping the sort, with every choice and the day range, and "Show all" once something is asked', () => {
    const html = renderToStaticMarkup(
      <ListSearch
        action="/en/manage/posts"
        id="posts"
        labels={{ search: 'Search and filter', words: 'Words', button: 'Show', clear: 'Show all' }}
        keep={{ sort: 'title', dir: undefined }}
        choices={[{ name: 'status', label: 'Status', any: 'Any status', value: 'draft', options: [{ value: 'draft', label: 'Draft' }] }]}
        dates={{ from: '2026-01-01', fromLabel: 'From', toLabel: 'To' }}
      />,
    );
    expect(html).toContain('method="get"');
    expect(html).toContain('<input type="hidden" name="sort" value="title"/>');
    expect(html).not.toContain('name="dir"');
    expect(html).toContain('type="date" class="field-control" name="from" value="2026-01-01"');
    expect(html).toContain('<option value="draft" selected="">Draft</option>');
    expect(html).toContain('>Show all</a>');
  });
});
