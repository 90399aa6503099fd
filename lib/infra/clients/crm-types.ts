import type { LeadKind, LeadRow } from '@/lib/features/leads/types';

/** What became of one submission, as the outbox needs to know it. */
export type SubmitResult =
  /** Accepted (a 2xx). */
  | { kind: 'sent'; status: number }
  /** Worth trying again later: 408, 425, 429, 5xx, a timeout or a network error. */
  | { kind: 'retry'; status?: number; retryAfterMs?: number; error: string }
  /** Refused for good (another 4xx): the CRM's own words in `error`. */
  | { kind: 'rejected'; status: number; error: string };

/** A CRM that takes leads (lib/infra/clients/hubspot.ts is the one the site uses). */
export interface CrmClient {
  /** The kinds of lead it has a form for; the others stay stored until one is configured. */
  readonly kinds: readonly LeadKind[];
  /** Upper bound of one `submit` call, so that leases can outlast it. */
  readonly timeoutMs: number;
  submit(lead: LeadRow): Promise<SubmitResult>;
}
