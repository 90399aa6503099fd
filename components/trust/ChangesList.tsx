import type { Locale } from '@/lib/infra/routing/routing';
import { changedFieldNames } from '@/lib/features/trust/shared/change-text';
import type { TrustChange, TrustChangeKind } from '@/lib/features/trust/shared/types';
import { longDate } from './format';

const KIND_TONES: Record<TrustChangeKind, string> = {
  added: 'bg-brand-50 text-brand-900',
  changed: 'bg-amber-50 text-amber-900',
  removed: 'bg-ink-100 text-ink-800',
};

/** The dated changes to the subprocessors list, newest first; each can be linked to (`#change-12`). */
export function ChangesList({ changes, locale, labels }: { changes: TrustChange[]; locale: Locale; labels: Record<TrustChangeKind, string> & { empty: string; fields: (fields: string) => string } }) {
  if (changes.length === 0) return <p className="mt-6 text-ink-700">{labels.empty}</p>;
  return (
    <ol className="mt-6 space-y-4">
      {changes.map((change) => (
        <li key={change.id} id={`change-${change.id}`} className="scroll-mt-24 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <time dateTime={change.at} className="font-semibold text-ink-800">
              {longDate(change.at, locale)}
            </time>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${KIND_TONES[change.kind]}`}>{labels[change.kind]}</span>
          </p>
          <p className="mt-2 font-bold text-ink-950">{change.subprocessor.name}</p>
          {change.kind === 'changed' && change.fields.length > 0 && <p className="mt-1 text-sm text-ink-700">{labels.fields(changedFieldNames(change.fields, locale))}</p>}
          <p className="mt-1 text-sm text-ink-700">{change.subprocessor.purpose}</p>
        </li>
      ))}
    </ol>
  );
}
