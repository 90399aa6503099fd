/** What the trust center's pages and forms exchange with the server (plain values, browser-safe). */
import type { TRUST_CHANGE_KINDS, TRUST_COMPLIANCE_STATUSES } from '@/lib/infra/db/values';
import type { Denied } from '@/lib/features/people/shared/types';
import type { ComplianceField, SubprocessorField, TrustErrors } from './inputs';

export type ComplianceStatus = (typeof TRUST_COMPLIANCE_STATUSES)[number];
export type TrustChangeKind = (typeof TRUST_CHANGE_KINDS)[number];
export type TrustLocale = 'en' | 'es';

/** One compliance item in one language. */
export interface ComplianceItem {
  id: number;
  name: string;
  status: ComplianceStatus;
  /** `YYYY-MM-DD`. */
  statusDate: string;
  note: string;
}

/** One subprocessor in one language. */
export interface Subprocessor {
  id: number;
  name: string;
  purpose: string;
  location: string;
  data: string;
}

/** A dated change to the subprocessors list, in one language. */
export interface TrustChange {
  id: number;
  kind: TrustChangeKind;
  /** The subprocessor as the change left it (as it was, for a removal). */
  subprocessor: Omit<Subprocessor, 'id'>;
  /** For `changed`: which of name, purpose, location, data. */
  fields: string[];
  /** ISO instant. */
  at: string;
}

export interface DpaFile {
  url: string;
  bytes: number;
  /** ISO instant. */
  uploadedAt: string;
}

/** Everything the public page shows, in one language. */
export interface TrustCenter {
  compliance: ComplianceItem[];
  subprocessors: Subprocessor[];
  changes: TrustChange[];
  dpa: DpaFile | null;
}

/** The answer of "Notify me of changes" (also what a page re-rendered after a post without JavaScript shows). */
export type { SubscribeState } from '@/lib/infra/subscriptions/form';
export { subscribeDocumentStatus } from '@/lib/infra/subscriptions/form';

/** The answer of an admin form of the trust screen. */
export type TrustAdminState<Field extends string> =
  | { status: 'idle' }
  | { status: 'saved'; name: string }
  | { status: 'removed'; name: string }
  | { status: 'invalid'; errors: TrustErrors<Field>; values: Partial<Record<Field, string>> }
  | { status: 'failed'; reason: 'not-found' | 'unknown'; values: Partial<Record<Field, string>> }
  | { status: 'denied'; reason: Denied };

export type ComplianceFormState = TrustAdminState<ComplianceField>;
export type SubprocessorFormState = TrustAdminState<SubprocessorField>;

/** The answer of the DPA's upload or removal; `at` (ms) tells the screen which of the two answered last. */
export type DpaUploadState =
  | { status: 'idle' }
  | { status: 'uploaded'; at: number }
  | { status: 'removed'; at: number }
  | { status: 'refused'; reason: 'empty' | 'too-large' | 'not-pdf' | 'failed'; at: number }
  | { status: 'denied'; reason: Denied; at?: number };
