import type { ComplianceStatus } from '@/lib/features/trust/shared/types';

const TONES: Record<ComplianceStatus, string> = {
  in_place: 'bg-brand-50 text-brand-900 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  planned: 'bg-ink-100 text-ink-800 ring-ink-200',
};

/** Where a practice or a compliance item stands, in words (colour only repeats them). */
export function StatusBadge({ status, label }: { status: ComplianceStatus; label: string }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}>{label}</span>;
}
