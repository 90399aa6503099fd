import { getMessages } from 'next-intl/server';
import { resourceFormMessages } from '@/components/resources/form-messages';
import { getPublishedResource } from '@/lib/features/resources';
import type { PageBlock } from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';
import { renderPageForm } from './PageForm';
import { PageBlocks } from './PageBlocks';
import type { SiteContext } from './site-parts';
import { blocksShown } from './variant-scope';

/** The live gated resources in `locale` that the page's resource forms name (at most one read per block). */
async function gatedResources(blocks: readonly PageBlock[], locale: Locale): Promise<Set<string>> {
  const slugs = new Set(blocks.flatMap((block) => (block.type === 'form' && block.form === 'resource' && block.resource ? [block.resource] : [])));
  const found = await Promise.all([...slugs].map((slug) => getPublishedResource(slug)));
  return new Set(found.flatMap((resource) => (resource && resource.gated && resource.language === locale ? [resource.slug] : [])));
}

/**
 * A new page's content (PageBlocks), with the form blocks' forms recording `pageUri` (and the
 * block's anchor) as the lead's source.
 */
export async function BuilderPage({
  locale,
  title,
  blocks,
  pageUri,
  context,
}: {
  locale: Locale;
  title: string;
  blocks: readonly PageBlock[];
  /** What the route knows that the site's sections may need (site pages). */
  context?: SiteContext;
  /** The page's public address, for its forms; without it (a preview) form blocks link to the forms' own pages, so no lead comes from a preview. */
  pageUri?: string;
}) {
  // A live page under experiment shows this render's variant (variant-scope.ts); a preview never does.
  if (pageUri) blocks = blocksShown(blocks);
  const resources = pageUri ? await gatedResources(blocks, locale) : new Set<string>();
  let resourceMessages = null;
  if (resources.size > 0) {
    const { Resources, Forms, RateLimit, Errors } = await getMessages({ locale });
    resourceMessages = { Resources: resourceFormMessages(Resources), Forms, RateLimit, Errors };
  }
  return <PageBlocks locale={locale} title={title} blocks={blocks} context={context} renderForm={pageUri ? renderPageForm({ pageUri, title, gatedResources: resources, resourceMessages }) : undefined} />;
}
