import type { Subprocessor } from '@/lib/features/trust/shared/types';

export interface SubprocessorColumns {
  caption: string;
  name: string;
  purpose: string;
  location: string;
  data: string;
  empty: string;
}

/** The subprocessors as a real table: a caption, column headers, and each row named by its subprocessor. */
export function SubprocessorsTable({ rows, labels }: { rows: Subprocessor[]; labels: SubprocessorColumns }) {
  if (rows.length === 0) return <p className="mt-8 text-ink-700">{labels.empty}</p>;
  return (
    <div className="mt-10 overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-ink-100" tabIndex={0} role="region" aria-label={labels.caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{labels.caption}</caption>
        <thead className="bg-ink-50 text-ink-800">
          <tr>
            {[labels.name, labels.purpose, labels.location, labels.data].map((header) => (
              <th key={header} scope="col" className="px-5 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 align-top text-ink-700">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-5 py-4 font-semibold text-ink-950">
                {row.name}
              </th>
              <td className="px-5 py-4">{row.purpose}</td>
              <td className="px-5 py-4">{row.location}</td>
              <td className="px-5 py-4">{row.data}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
