/** What an integration's save or deletion means for addresses (redirects, 410, IndexNow): lib/features/redirects decides. */
import 'server-only';
import { log } from '@/lib/infra/log.mjs';
import { CONTENT_LANGUAGES } from '@/lib/features/publishing/shared/workflow';
import { contentAddressChanged, type PageAddress } from '@/lib/features/redirects';
import { integrationPath } from './paths';
import { listPublishedIntegrations } from './repository';
import type { IntegrationEntry } from './shared/types';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

const sitePaths = (integration: Pick<IntegrationEntry, 'slug'>) => CONTENT_LANGUAGES.map((language) => localizedPath(language, integrationPath(integration) as `/${string}`));
const addressesOf = (integration: IntegrationEntry | null): (PageAddress | null)[] =>
  integration ? sitePaths(integration).map((path) => ({ path, live: integration.status === 'published' })) : CONTENT_LANGUAGES.map(() => null);

/**
 * `before` null for a new integration, `after` null for a deleted one. One record is two pages (en
 * and es): each language's address moves, goes or comes on its own. Never throws: the save happened.
 */
export async function integrationAddressChanged(before: IntegrationEntry | null, after: IntegrationEntry | null): Promise<void> {
  try {
    const [beforeEn, beforeEs] = addressesOf(before);
    const [afterEn, afterEs] = addressesOf(after);
    await contentAddressChanged(beforeEn ?? null, afterEn ?? null);
    await contentAddressChanged(beforeEs ?? null, afterEs ?? null);
  } catch (error) {
    log.error('integrations: the address change was not applied', { error });
  }
}

/** Every live integration's addresses, for the redirects screen's warning. */
export const publishedIntegrationPaths = async () => (await listPublishedIntegrations()).flatMap(sitePaths);
