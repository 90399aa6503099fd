import type { ListSpec } from '@/lib/infra/util/list-query';
import { INTEGRATION_SORTS, INTEGRATION_STATUSES, type IntegrationSort } from './types';

/** What the admin's integrations list may be asked in its URL (lib/infra/util/list-query.ts): words, state, category. */
export const INTEGRATIONS_LIST: ListSpec<IntegrationSort> = {
  sorts: INTEGRATION_SORTS,
  defaultDir: { name: 'asc', category: 'asc', status: 'asc' },
  statuses: INTEGRATION_STATUSES,
  // A category's slug, bounded here; the page keeps it only when it is one of the table's.
  category: true,
};
