import type { IntegrationEntry } from './shared/types';

/** An integration's path after its locale: one record, the same slug in both languages. */
export const integrationPath = (integration: Pick<IntegrationEntry, 'slug'>) => `/integrations/${integration.slug}`;
