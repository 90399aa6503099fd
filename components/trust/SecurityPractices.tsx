import type { getTranslations } from 'next-intl/server';
import type { ComplianceStatus } from '@/lib/features/trust/shared/types';
import { StatusBadge } from './StatusBadge';

export interface Practice {
  key: string;
  status: string;
  title: string;
  body: string;
}

export type TrustMessages = Awaited<ReturnType<typeof getTranslations<'Trust'>>>;

/** The security practices (long copy): each with where it stands today. */
export function SecurityPractices({ practices, t }: { practices: readonly Practice[]; t: TrustMessages }) {
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {practices.map((practice) => (
        <li key={practice.key} className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-bold text-ink-950">{practice.title}</h3>
            <StatusBadge status={practice.status as ComplianceStatus} label={t(`statuses.${practice.status as ComplianceStatus}`)} />
          </div>
          <p className="mt-3 text-sm leading-6 text-ink-700">{practice.body}</p>
        </li>
      ))}
    </ul>
  );
}
