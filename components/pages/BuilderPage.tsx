import { getMessages } from 'next-intl/server';
import { Blocks } from '@/components/blocks/Blocks';
import { blockLabels } from '@/components/blocks/labels';
import { resourceFormMessages } from '@/components/resources/ResourceArticle';
import { getPublishedResource } from '@/lib/features/resources';
import { loadBlockData, type PageBlock } from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';
import { siteBlockSource } from './block-source';
import { renderPageForm } from './PageForm';
import { siteParts } from './site-parts';

/** The live gated resources in `locale` that the page's resource forms name (at most one read per block). */
async function gatedResources(blocks: readonly PageBlock[], locale: Locale): Promise<Set<string>> {
  const slugs = new Set(blocks.flatMap((block) => (block.type === 'form' && block.form === 'resource' && block.resource ? [block.resource] : [])));
  const found = await Promise.all([...slugs].map((slug) => getPublishedResource(slug)));
  return new Set(found.flatMap((resource) => (resource && resource.gated && resource.language === locale ? [resource.slug] : [])));
}

/**
 * A builder page's content: its blocks in order with their data, and the form blocks' forms
 * recording `pageUri` (and the block's anchor) as the lead's source. A page whose first block is
 * not a hero gets its title as the h1 (for the outline and screen readers, out of sight).
 */
export async function BuilderPage({
  locale,
  title,
  blocks,
  pageUri,
}: {
  locale: Locale;
  title: string;
  blocks: readonly PageBlock[];
  /** The page's public address, for its forms; without it (a preview) form blocks link to the forms' own pages, so no lead comes from a preview. */
  pageUri?: string;
}) {
  const [labels, data, resources, site] = await Promise.all([blockLabels(locale), loadBlockData(blocks, locale, siteBlockSource), pageUri ? gatedResources(blocks, locale) : new Set<string>(), siteParts(locale)]);
  let resourceMessages = null;
  if (resources.size > 0) {
    const { Resources, Forms, RateLimit, Errors } = await getMessages({ locale });
    resourceMessages = { Resources: resourceFormMessages(Resources), Forms, RateLimit, Errors };
  }
  return (
    <>
      {blocks[0]?.type !== 'hero' && <h1 className="sr-only">{title}</h1>}
      <Blocks blocks={blocks} locale={locale} labels={labels} data={data} site={site} renderForm={pageUri ? renderPageForm({ pageUri, title, gatedResources: resources, resourceMessages }) : undefined} />
    </>
  );
}
