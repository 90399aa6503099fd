/**
 * Integrations: the directory's partner systems and each one's page, edited in the admin area. One
 * record holds both languages' copy (a connector is one product under one name, at one slug). The
 * feature's door: other features and the app's server code import from here only (browser code
 * imports ./shared and ./actions).
 */
import 'server-only';
export { directoryCard, directoryCards, type DirectoryCard } from './directory';
export { integrationPath } from './paths';
export { adminCategories, adminIntegrations, getPublishedIntegration, INTEGRATIONS_TAG, listIntegrationCategories, listPublishedIntegrations } from './repository';
export { publishedIntegrationPaths } from './address-changes';
export { seedSampleIntegrations } from './seed';
