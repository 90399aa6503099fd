/**
 * The block library's data source on the site's database (wired here, in the app, so the pages
 * feature depends on no other content feature): published stories and integrations
 * through their doors (cached under their tags), rich text through the posts' sanitising renderer.
 */
import 'server-only';
import { listPublishedIntegrations, integrationPath } from '@/lib/features/integrations';
import { renderPostBody } from '@/lib/features/posts';
import { getAllPublishedStories, storyPath } from '@/lib/features/stories';
import type { BlockDataSource } from '@/lib/features/pages/shared/blocks';

export const siteBlockSource: BlockDataSource = {
  async stories(ids, locale) {
    const wanted = new Set(ids);
    const stories = (await getAllPublishedStories()).filter((story) => wanted.has(story.id) && story.language === locale);
    return stories.map((story) => ({
      id: story.id,
      href: storyPath(story),
      customer: story.customer,
      anonymized: story.anonymized,
      logo: story.logo,
      logoAlt: story.logoAlt,
      quote: story.quote,
      quoteName: story.quoteName,
      quoteRole: story.quoteRole,
    }));
  },
  async integrations(slugs) {
    const wanted = new Set(slugs);
    return (await listPublishedIntegrations())
      .filter((integration) => wanted.has(integration.slug))
      .map((integration) => ({ slug: integration.slug, name: integration.name, href: integrationPath(integration), logo: integration.logo }));
  },
  renderRichText: (markdown) => renderPostBody(markdown),
};
