/**
 * The marketing pages' long-form copy and lists (careers, integrations, policies).
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { getCopy } from './copy';
export { MAX_QUERY_LENGTH, filterIntegrations, isFiltered, parseDirectoryQuery } from './integration-directory';
export type { DirectoryQuery } from './integration-directory';
export { integrationGroups, integrationStatuses, integrations, prefersLightInk } from './integrations';
export type { Integration } from './integrations';
export { formatPolicyDate, policyDates } from './policies';
export type { PolicyKey } from './policies';
