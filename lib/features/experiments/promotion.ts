/**
 * An experiment's page as the admin sees it (docs/experiments.md, "Workflow"): the blocks visitors
 * see now (what a new variant copies), and the winner's content to publish as the page's next
 * revision when the experiment stops — only over a page whose working copy is its live revision,
 * so that promoting never publishes an editor's unfinished changes along with the winner.
 */
import 'server-only';
import { adminPages, pageService } from '@/lib/features/pages';
import type { PageBlock } from '@/lib/features/pages/shared/blocks';
import type { Page, PageContent } from '@/lib/features/pages/shared/types';
import { applyVariant, type VariantTarget } from './shared/apply';

/** The blocks visitors see on the page now (its live revision's), or its working copy's while it is not live. */
export async function liveBlocksOf(page: Page): Promise<{ blocks: PageBlock[]; live: boolean }> {
  if (page.publishedRevision === null) return { blocks: page.blocks, live: false };
  if (page.status === 'published') return { blocks: page.blocks, live: true };
  const revision = await pageService().store.revision(page.id, page.publishedRevision);
  return { blocks: revision?.blocks ?? page.blocks, live: true };
}

/** JSON with its objects' keys sorted: the database's jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry) ? Object.fromEntries(Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : entry,
  );
}

/** Whether `blocks` already show what variant `key` shows (the control always does; a block's variant needs its block on the page). */
export function showsVariant(blocks: readonly PageBlock[], experiment: VariantTarget, key: string): boolean {
  if (experiment.blockAnchor !== null && !blocks.some((block) => block.anchor === experiment.blockAnchor)) return false;
  return canonical(applyVariant(blocks, experiment, key)) === canonical(blocks);
}

export type Promotion =
  | { ok: true; page: Page; content: PageContent; already: boolean }
  | { ok: false; problem: 'page-not-found' | 'page-not-live' | 'page-has-changes' | 'block-gone' };

/**
 * The page's content with `winner`'s blocks, to publish as its next revision at the page's current
 * version; `already` when the page shows them (nothing to publish). Refused while the page is not
 * live, while its working copy holds unpublished changes (a draft, a review, a schedule), and when
 * the block tried is no longer on the page.
 */
export async function promotionOf(experiment: VariantTarget & { pageId: number }, winner: string): Promise<Promotion> {
  const page = await adminPages.byId(experiment.pageId);
  if (!page) return { ok: false, problem: 'page-not-found' };
  if (page.publishedRevision === null) return { ok: false, problem: 'page-not-live' };
  if (page.status !== 'published') return { ok: false, problem: 'page-has-changes' };
  if (experiment.blockAnchor !== null && !page.blocks.some((block) => block.anchor === experiment.blockAnchor)) return { ok: false, problem: 'block-gone' };
  const blocks = [...applyVariant(page.blocks, experiment, winner)];
  return { ok: true, page, already: canonical(blocks) === canonical(page.blocks), content: { title: page.title, blocks, seo: page.seo, landing: page.landing } };
}
