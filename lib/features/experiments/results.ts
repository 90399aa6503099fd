/**
 * An experiment's results (docs/experiments.md, "Results"): per variant the visitors, conversions
 * and rate, and against the control the difference with its 95% interval and the probability to
 * beat it (Beta-Binomial: valid however often it is read); the split checked against the weights
 * (sample ratio mismatch); the same per language and per device. Counted from experiment_visitors,
 * one row per visitor, so a visitor who converts twice counts once.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { queryRows } from '@/lib/infra/db/queries';
import { difference, probabilityToBeat, sampleRatio, type Arm } from './statistics';
import type { Experiment } from './store';

export interface VariantResult extends Arm {
  key: string;
  weight: number;
  rate: number;
  /** Against the control (absent for the control itself and while either has no visitor). */
  versusControl?: { probabilityToBeat: number; difference: ReturnType<typeof difference> };
}

export interface SegmentResult {
  /** The language (`en`, `es`) or the device (`mobile`, `tablet`, `desktop`, '' unknown). */
  segment: string;
  variants: VariantResult[];
}

export interface ExperimentResults {
  variants: VariantResult[];
  visitors: number;
  conversions: number;
  /** The split against the configured weights; null before any visitor. */
  split: ReturnType<typeof sampleRatio> | null;
  byLanguage: SegmentResult[];
  byDevice: SegmentResult[];
}

interface CountRow {
  variant: string;
  locale: string | null;
  device: string | null;
  visitors: number | string;
  conversions: number | string;
  by: number | string;
}

/** Rates and comparisons for counted arms, in the experiment's order of variants (control first). */
export function compareArms(experiment: Pick<Experiment, 'variants'>, counts: ReadonlyMap<string, Arm>): VariantResult[] {
  const arms = experiment.variants.map((variant) => {
    const arm = counts.get(variant.key) ?? { visitors: 0, conversions: 0 };
    return { key: variant.key, weight: variant.weight, visitors: arm.visitors, conversions: arm.conversions, rate: arm.visitors > 0 ? arm.conversions / arm.visitors : 0 };
  });
  const control = arms[0];
  return arms.map((arm, index): VariantResult => {
    if (index === 0 || !control || control.visitors === 0 || arm.visitors === 0) return arm;
    return { ...arm, versusControl: { probabilityToBeat: probabilityToBeat(control, arm), difference: difference(control, arm) } };
  });
}

const asArm = (row: CountRow): Arm => ({ visitors: Number(row.visitors), conversions: Number(row.conversions) });

export async function experimentResults(db: Database, experiment: Experiment): Promise<ExperimentResults> {
  // One scan: the totals per variant, and per variant and language, and per variant and device.
  const rows = await queryRows<CountRow>(
    db,
    sql`select variant, locale, device, count(*) as visitors, count(converted_at) as conversions, grouping(locale, device) as by
        from experiment_visitors where experiment_id = ${experiment.id}
        group by grouping sets ((variant), (variant, locale), (variant, device))`,
  );
  const totals = new Map<string, Arm>();
  const segments = { language: new Map<string, Map<string, Arm>>(), device: new Map<string, Map<string, Arm>>() };
  for (const row of rows) {
    // grouping(): 3 = neither column (the total), 1 = locale only (device rolled up), 2 = device only.
    const by = Number(row.by);
    if (by === 3) totals.set(row.variant, asArm(row));
    else {
      const [kind, segment] = by === 1 ? (['language', row.locale ?? ''] as const) : (['device', row.device ?? ''] as const);
      const bySegment = segments[kind].get(segment) ?? new Map<string, Arm>();
      bySegment.set(row.variant, asArm(row));
      segments[kind].set(segment, bySegment);
    }
  }
  const variants = compareArms(experiment, totals);
  const visitors = variants.reduce((sum, arm) => sum + arm.visitors, 0);
  const toSegments = (found: Map<string, Map<string, Arm>>) =>
    [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([segment, counts]) => ({ segment, variants: compareArms(experiment, counts) }));
  return {
    variants,
    visitors,
    conversions: variants.reduce((sum, arm) => sum + arm.conversions, 0),
    split: visitors > 0 ? sampleRatio(variants.map((arm) => arm.visitors), variants.map((arm) => arm.weight)) : null,
    byLanguage: toSegments(segments.language),
    byDevice: toSegments(segments.device),
  };
}
