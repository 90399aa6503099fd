/** The directory's cards from the published integrations, in one language. */
import 'server-only';
import type { Integration } from '@/lib/features/content';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { drawnMark } from './marks';
import { listPublishedIntegrations } from './repository';
import type { IntegrationEntry } from './shared/types';

/** A card: the static directory's shape (`id` is the slug, for the mark's test hook) plus what a card shows. */
export type DirectoryCard = Integration & { slug: string; description: string; /** An uploaded logo shown instead of the mark, or null. */ logo: string | null };

export const directoryCard = (integration: IntegrationEntry, language: ContentLanguage): DirectoryCard => ({
  id: integration.slug,
  slug: integration.slug,
  name: integration.name,
  group: integration.category,
  status: integration.availability,
  mark: drawnMark(integration.mark, integration.name),
  logo: integration.logo,
  description: integration.copy[language].description,
});

export const directoryCards = async (language: ContentLanguage): Promise<DirectoryCard[]> => (await listPublishedIntegrations()).map((integration) => directoryCard(integration, language));
