import type { Locale } from '@/lib/infra/routing/routing';
import type { ComplianceItem } from '@/lib/features/trust/shared/types';
import { longDate } from './format';
import { StatusBadge } from './StatusBadge';

/** The compliance items, each with its status and the day that status was set or checked. */
export function ComplianceList({ items, locale, labels }: { items: ComplianceItem[]; locale: Locale; labels: { status: (item: ComplianceItem) => string; asOf: (date: string) => string; empty: string } }) {
  if (items.length === 0) return <p className="mt-8 text-ink-700">{labels.empty}</p>;
  return (
    <ul className="mt-10 divide-y divide-ink-100 rounded-card bg-white shadow-card ring-1 ring-ink-100">
      {items.map((item) => (
        <li key={item.id} className="grid gap-2 p-6 sm:grid-cols-[1fr_auto] sm:items-start">
          <div>
            <h3 className="font-bold text-ink-950">{item.name}</h3>
            {item.note && <p className="mt-2 text-sm leading-6 text-ink-700">{item.note}</p>}
          </div>
          <div className="flex flex-col gap-1 sm:items-end">
            <StatusBadge status={item.status} label={labels.status(item)} />
            <p className="text-xs text-ink-600">
              <time dateTime={item.statusDate}>{labels.asOf(longDate(item.statusDate, locale))}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
