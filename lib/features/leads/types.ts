import { leadCrmStatus, leadKind, type leadAttemptOutcome, type LeadAttemptRow, type LeadDetails, type LeadRow } from './tables';

export type { LeadAttemptRow, LeadRow } from './tables';

/** 'demo': the demo dialog; 'contact': the contact page form; 'roi': the ROI calculator's "send me this estimate". */
export type LeadKind = (typeof leadKind.enumValues)[number];
export type LeadLocale = 'en' | 'es';
/** See `leadCrmStatus` in ./tables.ts for what each status means. */
export type CrmStatus = (typeof leadCrmStatus.enumValues)[number];
export type AttemptOutcome = (typeof leadAttemptOutcome.enumValues)[number];

/** The kinds and CRM statuses, as the database's enums list them (the one place they are written). */
export const LEAD_KINDS: readonly LeadKind[] = leadKind.enumValues;
export const CRM_STATUSES: readonly CrmStatus[] = leadCrmStatus.enumValues;

/** A validated submission, as the server action hands it to the store. */
export interface NewLead {
  kind: LeadKind;
  /** Generated with the form (one per rendered form): a double submit reuses it. At most 100 characters. */
  idempotencyKey: string;
  locale: LeadLocale;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  /** A key of INTEREST_KEYS (contact form). */
  interest: string | null;
  message: string | null;
  /** Structured figures for kinds that have them (ROI estimates). */
  details?: LeadDetails | null;
  /** The page the form was sent from (absolute URL) and its title, for the CRM's context. */
  pageUri: string;
  pageName: string;
  /** The CRM's `hubspotutk` cookie. */
  hutk: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** Caught by the honeypot or the minimum fill time: stored, never forwarded. */
  spam?: boolean;
}

export interface CaptureResult {
  id: string;
  /** True when a lead with this idempotency key already existed (nothing was written). */
  duplicate: boolean;
}

/** The inbox's sortable columns; `date` first, its default (newest first). */
export const LEAD_SORTS = ['date', 'name', 'email', 'company'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadQuery {
  kind?: LeadKind;
  status?: CrmStatus;
  /** Words matched (case-insensitively, literally) in the name, email and company. */
  search?: string;
  /** Received at or after `since`, before `before`. */
  since?: Date;
  before?: Date;
  sort?: LeadSort;
  dir?: 'asc' | 'desc';
  /** Only these leads (a bulk selection; invalid ids name none). */
  ids?: readonly string[];
  /** 1–200, default 50. */
  limit?: number;
  offset?: number;
}

export interface LeadPage {
  leads: LeadRow[];
  total: number;
}

export interface LeadStore {
  /** Stores a lead once per idempotency key (one statement, safe under concurrent submits). */
  capture(lead: NewLead): Promise<CaptureResult>;
  /** Newest first. */
  list(query?: LeadQuery): Promise<LeadPage>;
  byId(id: string): Promise<LeadRow | null>;
  /** The lead's CRM calls, oldest first. */
  attempts(leadId: string): Promise<LeadAttemptRow[]>;
  /**
   * Makes a lead due now for a new round of attempts (an admin's "retry"), whatever its status
   * except `sent`. False when there is no such lead, it was already sent, or a worker is sending it
   * right now.
   */
  markForRetry(id: string): Promise<boolean>;
  /** Deletes these leads (with their attempts and bookings) in one statement; how many were deleted. */
  remove(ids: readonly string[]): Promise<number>;
  /** Number of leads per CRM status (every status present, zero when none). */
  countByStatus(): Promise<Record<CrmStatus, number>>;
  /** Who each lead is (a booking's list shows it), by id; unknown ids are absent. */
  contacts(ids: readonly string[]): Promise<Map<string, LeadContact>>;
  /**
   * A meeting booked or cancelled for the lead (booking): `note` becomes its message and the lead is
   * due for the CRM again, unless it is spam. Its lease is dropped, so a send of the old version in
   * flight cannot write "sent" over this one; the CRM may then get the lead twice, the second time
   * with the meeting.
   */
  recordMeeting(id: string, note: string): Promise<void>;
}

/** The lead as a booking names it. */
export type LeadContact = Pick<LeadRow, 'id' | 'firstName' | 'lastName' | 'email' | 'company'>;
