import type { ReactNode } from 'react';
import { Blocks } from '@/components/blocks/Blocks';
import { blockLabels } from '@/components/blocks/labels';
import { demoButtonLabel } from '@/lib/features/site-settings';
import { loadBlockData, type FormSlot, type PageBlock } from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';
import { siteBlockSource } from './block-source';
import { siteParts, type SiteContext } from './site-parts';

/**
 * A page's blocks in order with their data and the site's own parts (sections, illustrations, the
 * demo dialog's links). A page whose first block is not a hero gets its title as the h1 (for the
 * outline and screen readers, out of sight). Form blocks are forms only where the caller renders
 * them (`renderForm`: BuilderPage, for new pages and the site's own); elsewhere (a shared preview) a
 * form block is a link to the form's page. A demo button without text says the site's demo label
 * (site settings), else the block library's.
 */
export async function PageBlocks({
  locale,
  title,
  blocks,
  renderForm,
  context,
}: {
  locale: Locale;
  title: string;
  blocks: readonly PageBlock[];
  renderForm?: (slot: FormSlot) => ReactNode;
  /** What the route knows that the site's sections may need (the directory's search). */
  context?: SiteContext;
}) {
  const [labels, data, demoLabel] = await Promise.all([blockLabels(locale), loadBlockData(blocks, locale, siteBlockSource), demoButtonLabel(locale)]);
  return (
    <>
      {blocks[0]?.type !== 'hero' && <h1 className="sr-only">{title}</h1>}
      <Blocks blocks={blocks} locale={locale} labels={demoLabel ? { ...labels, demo: demoLabel } : labels} data={data} site={siteParts(locale, context)} renderForm={renderForm} />
    </>
  );
}
