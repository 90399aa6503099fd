import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminTable, type AdminColumn } from './AdminTable';

interface Row {
  id: number;
  email: string;
  tries: number;
}

const columns: AdminColumn<Row>[] = [
  { key: 'email', header: 'Email', rowHeader: true, cell: (row) => row.email },
  { key: 'tries', header: 'Attempts', className: 'tabular-nums', cell: (row) => row.tries },
];
const rows: Row[] = [
  { id: 1, email: 'a@otailo.test', tries: 2 },
  { id: 2, email: 'b@otailo.test', tries: 0 },
];

describe('AdminTable', () => {
  it('names the table, heads its columns and puts a row per item', () => {
    const html = renderToStaticMarkup(<AdminTable columns={columns} rows={rows} caption="Accounts" rowKey={(row) => row.id} />);
    expect(html).toContain('<caption class="sr-only">Accounts</caption>');
    expect(html).toContain('<th scope="col" class="px-5 py-3 font-semibold">Email</th><th scope="col" class="px-5 py-3 font-semibold">Attempts</th>');
    expect(html).toContain('<tr><th scope="row" class="px-5 py-3">a@otailo.test</th><td class="px-5 py-3 tabular-nums">2</td></tr>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('says so instead of an empty table', () => {
    expect(renderToStaticMarkup(<AdminTable columns={columns} rows={[]} empty="No accounts." />)).toBe('<p class="p-6 text-ink-600">No accounts.</p>');
  });

  it('keeps the header row when an empty list has nothing to say', () => {
    expect(renderToStaticMarkup(<AdminTable columns={columns} rows={[]} />)).toContain('<th scope="col"');
  });

  it('gives rows an id to link to, and dense tables tighter, top-aligned cells', () => {
    const html = renderToStaticMarkup(<AdminTable columns={columns} rows={rows} rowId={(row) => `row-${row.id}`} dense className="min-w-[40rem]" />);
    expect(html).toContain('<table class="w-full text-left text-sm min-w-[40rem]">');
    expect(html).toContain('<tbody class="divide-y divide-ink-100 align-top"><tr id="row-1">');
    expect(html).toContain('<td class="px-4 py-3 tabular-nums">2</td>');
    expect(html).not.toContain('<caption');
  });
});
