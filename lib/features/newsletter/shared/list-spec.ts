import type { ListSpec } from '@/lib/infra/util/list-query';

/** The subscribers list's sortable columns; `requested` (signed up) first, its default. */
export const SUBSCRIBER_SORTS = ['requested', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
/** What the mailing list's rows hold (lib/infra/subscriptions). */
export const SUBSCRIBER_STATES = ['confirmed', 'pending', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const SUBSCRIBER_LANGUAGES = ['en', 'es'] as const;

/** What the admin's subscribers list may be asked in its URL (lib/infra/util/list-query.ts). */
export const SUBSCRIBERS_LIST: ListSpec<SubscriberSort> = {
  sorts: SUBSCRIBER_SORTS,
  defaultDir: { email: 'asc' },
  statuses: SUBSCRIBER_STATES,
  langs: SUBSCRIBER_LANGUAGES,
};

/** The subscribers list's search, filters and order. */
export interface SubscriberQuery {
  /** Words matched (literally, case-insensitively) in the address. */
  search?: string;
  status?: SubscriberState;
  language?: (typeof SUBSCRIBER_LANGUAGES)[number];
  sort?: SubscriberSort;
  dir?: 'asc' | 'desc';
  /** Only these subscribers (a bulk selection). */
  ids?: readonly number[];
}
