import { Blocks } from '@/components/blocks/Blocks';
import { blockLabels } from '@/components/blocks/labels';
import { loadBlockData, type PageBlock } from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';
import { siteBlockSource } from './block-source';
import { renderPageForm } from './PageForm';

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
  const [labels, data] = await Promise.all([blockLabels(locale), loadBlockData(blocks, locale, siteBlockSource)]);
  return (
    <>
      {blocks[0]?.type !== 'hero' && <h1 className="sr-only">{title}</h1>}
      <Blocks blocks={blocks} locale={locale} labels={labels} data={data} renderForm={pageUri ? renderPageForm({ pageUri, title }) : undefined} />
    </>
  );
}
