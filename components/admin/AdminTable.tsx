import type { Key, ReactNode } from 'react';

/** One column of an admin table: its header, and what a row shows in it. */
export interface AdminColumn<Row> {
  /** Tells the columns apart (React's key). */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's classes beyond its padding: wrapping, width, figures. */
  className?: string;
  /** The cell names its row (`<th scope="row">`): screen readers announce it with the row's other cells. */
  rowHeader?: boolean;
  /** A sortable column: its header links to the list in this column's order (`aria-sort` says the current one). */
  sort?: ColumnSort;
}

/** Where a sortable header leads, and whether the list is in its order now. */
export interface ColumnSort {
  href: string;
  state: 'ascending' | 'descending' | 'none';
}

interface AdminTableProps<Row> {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  /** The table's name for screen readers, when the page around it gives none. */
  caption?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A row's React key; its position by default. */
  rowKey?: (row: Row) => Key;
  /** A row's `id`, for links to it (`#lead-…`). */
  rowId?: (row: Row) => string;
  /** Tighter cells, aligned to the top: for many columns and rows of several lines. */
  dense?: boolean;
  /** The table's own classes, such as a minimum width (`min-w-[48rem]`) over which its frame scrolls. */
  className?: string;
  /** A total row at the foot: its name (in the first column) and a cell for some columns (by key; the others empty). */
  total?: { label: string; cells: Readonly<Record<string, ReactNode>> };
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The admin area's table: a caption, `scope="col"` headers, a row per item, or a sentence when there is none. */
export function AdminTable<Row>({ columns, rows, caption, empty, rowKey, rowId, dense = false, className, total }: AdminTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className="p-6 text-ink-600">{empty}</p>;
  const padding = dense ? 'px-4 py-3' : 'px-5 py-3';
  return (
    <table className={classes('w-full text-left text-sm', className)}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="bg-ink-50 text-ink-700">
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`${padding} font-semibold`} aria-sort={column.sort?.state}>
              {column.sort ? <SortLink header={column.header} sort={column.sort} /> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={classes('divide-y divide-ink-100', dense && 'align-top')}>
        {rows.map((row, index) => (
          <tr key={rowKey ? rowKey(row) : index} id={rowId?.(row)}>
            {columns.map(({ key, cell, className: cellClass, rowHeader }) =>
              rowHeader ? (
                <th key={key} scope="row" className={classes(padding, cellClass)}>
                  {cell(row)}
                </th>
              ) : (
                <td key={key} className={classes(padding, cellClass)}>
                  {cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot className="border-t-2 border-ink-200 bg-ink-50 font-semibold text-ink-900">
          <tr>
            {columns.map(({ key, className: cellClass }, index) =>
              index === 0 ? (
                <th key={key} scope="row" className={padding}>
                  {total.label}
                </th>
              ) : (
                <td key={key} className={classes(padding, cellClass)}>
                  {total.cells[key]}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

const ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

/** A plain link (it works without JavaScript); the arrow is decoration, `aria-sort` tells screen readers. */
function SortLink({ header, sort }: { header: string; sort: ColumnSort }) {
  return (
    <a href={sort.href} className="inline-flex items-center gap-1 text-ink-800 underline-offset-4 hover:underline">
      {header}
      <span aria-hidden="true" className={sort.state === 'none' ? 'text-ink-400' : 'text-brand-800'}>
        {ARROWS[sort.state]}
      </span>
    </a>
  );
}
