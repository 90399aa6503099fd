/**
 * The running experiment a variant's address names (`/{locale}/x-variant/{id}.{variant}`), for the
 * route that renders it: cached under the experiments' tag (expired when one starts, stops or is
 * promoted: live.ts), so a variant page is rendered once and then served like any page.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { publicReads } from '@/lib/features/publishing';
import { getDatabase } from '@/lib/infra/db';
import { queryRows } from '@/lib/infra/db/queries';
import type { Locale } from '@/lib/infra/routing/locales';
import { VARIANT_ADDRESS } from '@/lib/infra/routing/variant-choice.mjs';
import { EXPERIMENTS_TAG, variantsOf } from './live';
import type { ExperimentVariant } from './shared/experiment';

export interface RunningVariant {
  experiment: { id: number; blockAnchor: string | null; variants: ExperimentVariant[] };
  variant: string;
  /** The page under experiment: a site page's key, or a new page's slug, in its language. */
  page: { key: string | null; slug: string | null; language: Locale };
}

const reads = publicReads(EXPERIMENTS_TAG);


const runningExperiment = reads.cachedUnlessMissing('running', async (id: number) => {
  const [row] = await queryRows<{ block_anchor: string | null; variants: ExperimentVariant[] | string; key: string | null; slug: string | null; language: Locale }>(
    await getDatabase(),
    sql`select e.block_anchor, e.variants, p.key, p.slug, p.language from experiments e join pages p on p.id = e.page_id where e.id = ${id} and e.status = 'running'`,
  );
  if (!row) return null;
  return { experiment: { id, blockAnchor: row.block_anchor, variants: variantsOf(row.variants) }, page: { key: row.key, slug: row.slug, language: row.language } };
});

/** The running experiment and variant an address names (`12.b`), or null: no such, not running, or the control. */
export async function runningVariant(address: string): Promise<RunningVariant | null> {
  const match = VARIANT_ADDRESS.exec(address);
  if (!match) return null;
  const found = await runningExperiment(Number(match[1]));
  const variant = match[2]!;
  if (!found || variant === found.experiment.variants[0]?.key || !found.experiment.variants.some((candidate) => candidate.key === variant)) return null;
  return { ...found, variant };
}
