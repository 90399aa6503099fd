import type { ApplicationErrors, ApplicationField } from './fields';

/** Where an application stands (the `application_status` enum), in the order hiring goes. */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus => (APPLICATION_STATUSES as readonly unknown[]).includes(value);

type Typed = Partial<Record<ApplicationField, string>>;

/**
 * What the application form and its action exchange: the lead forms' answers (lib/features/leads/
 * shared/submission.ts), with the application's own error codes. `values` echo what was typed (a
 * file cannot be sent back: the visitor chooses it again).
 */
export type ApplicationState =
  | { status: 'idle' }
  /** `mailed`: a confirmation is on its way to the applicant. */
  | { status: 'success'; mailed?: boolean }
  /** `closed`: the opening is no longer taking applications (closed, ended, unknown). */
  | { status: 'invalid'; fieldErrors: ApplicationErrors; values: Typed; closed?: boolean }
  | { status: 'rate-limited'; retryAfter: number; values: Typed }
  /** The site-wide budget of applications is spent: nothing stored; apply later or write to `contact`. */
  | { status: 'busy'; retryAfter: number; contact: string; values: Typed }
  | { status: 'error'; values: Typed };
