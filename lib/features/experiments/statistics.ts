/**
 * The numbers an experiment's results stand on (issue: A/B experiments). Bayesian, Beta-Binomial:
 * each variant's conversion rate has a Beta(1 + conversions, 1 + non-conversions) posterior from a
 * uniform prior, and what the results say — the probability that a variant beats the control, the
 * interval of the difference — stays a true statement however often the team looks (there is no
 * stopping rule to break, unlike a fixed-horizon p-value read every day). Beside it, two
 * frequentist checks an analyst expects: the sample ratio mismatch (a chi-square goodness-of-fit
 * test of the split) and the sample size a fixed-horizon test would need (Fleiss' formula), to say
 * how long an experiment must run. Distributions come from stdlib (@stdlib/*, maintained).
 */
import betaln from '@stdlib/math-base-special-betaln';
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

export interface Arm {
  visitors: number;
  conversions: number;
}

interface Beta {
  a: number;
  b: number;
}

/** The posterior of a conversion rate after `arm`, from a uniform prior. */
export function posterior({ visitors, conversions }: Arm): Beta {
  const seen = Math.max(0, Math.floor(visitors));
  const converted = Math.min(seen, Math.max(0, Math.floor(conversions)));
  return { a: 1 + converted, b: 1 + seen - converted };
}

const mean = ({ a, b }: Beta) => a / (a + b);
const variance = ({ a, b }: Beta) => (a * b) / ((a + b) ** 2 * (a + b + 1));

/** Past this many terms the exact sum gives way to the normal approximation (both agree to 1e-4 well before). */
const EXACT_TERMS = 20_000;

/**
 * P(rate of `variant` > rate of `control`): exact for Beta posteriors with integer parameters
 * (the sum over the variant's successes, in log space), a normal approximation past EXACT_TERMS.
 */
export function probabilityToBeat(control: Arm, variant: Arm): number {
  const A = posterior(control);
  const B = posterior(variant);
  if (B.a - 1 > EXACT_TERMS) {
    const spread = Math.sqrt(variance(A) + variance(B));
    return normalCdf((mean(B) - mean(A)) / spread, 0, 1);
  }
  let total = 0;
  const base = betaln(A.a, A.b);
  for (let i = 0; i < B.a; i += 1) {
    total += Math.exp(betaln(A.a + i, A.b + B.b) - Math.log(B.b + i) - betaln(1 + i, B.b) - base);
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * The difference of rates (variant − control): its posterior mean and the central interval at
 * `level` (normal approximation of the two Betas' difference), absolute and relative to the
 * control's rate.
 */
export function difference(control: Arm, variant: Arm, level = 0.95) {
  const A = posterior(control);
  const B = posterior(variant);
  const delta = mean(B) - mean(A);
  const half = normalQuantile(1 - (1 - level) / 2, 0, 1) * Math.sqrt(variance(A) + variance(B));
  const base = mean(A);
  return { delta, low: delta - half, high: delta + half, relative: { delta: delta / base, low: (delta - half) / base, high: (delta + half) / base } };
}

/** The threshold under which a split is reported as a mismatch (the usual choice: a real bug, not chance). */
export const SRM_THRESHOLD = 0.001;

/**
 * Sample ratio mismatch: is the observed split of visitors (`observed`, one count per variant)
 * consistent with the configured weights? A chi-square goodness-of-fit test; `mismatch` when its
 * p-value is under SRM_THRESHOLD.
 */
export function sampleRatio(observed: readonly number[], weights: readonly number[]): { chiSquare: number; pValue: number; mismatch: boolean } {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weight = weights.reduce((sum, value) => sum + value, 0);
  if (observed.length < 2 || observed.length !== weights.length || total === 0 || weight <= 0) return { chiSquare: 0, pValue: 1, mismatch: false };
  let chiSquare = 0;
  for (const [index, count] of observed.entries()) {
    const expected = (total * weights[index]!) / weight;
    if (expected > 0) chiSquare += (count - expected) ** 2 / expected;
  }
  const pValue = 1 - chisquareCdf(chiSquare, observed.length - 1);
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD };
}

/**
 * Visitors each variant needs for a two-sided test at `alpha` with `power` to detect a relative
 * lift of `lift` over a `baseline` conversion rate (Fleiss, without continuity correction).
 */
export function sampleSizePerVariant(baseline: number, lift: number, { alpha = 0.05, power = 0.8 } = {}): number {
  const p1 = baseline;
  const p2 = baseline * (1 + lift);
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1) || p1 === p2) return Number.POSITIVE_INFINITY;
  const pooled = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - alpha / 2, 0, 1);
  const zBeta = normalQuantile(power, 0, 1);
  const n = (zAlpha * Math.sqrt(2 * pooled * (1 - pooled)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2 / (p2 - p1) ** 2;
  return Math.ceil(n);
}

/**
 * "At today's traffic, ~N weeks": how long an experiment of `variants` arms needs, given the
 * visitors a week the page gets, to reach `sampleSizePerVariant` in each arm.
 */
export function weeksToRun(visitorsPerWeek: number, variants: number, perVariant: number): number {
  if (!(visitorsPerWeek > 0) || !Number.isFinite(perVariant)) return Number.POSITIVE_INFINITY;
  return Math.ceil((perVariant * variants) / visitorsPerWeek);
}

/**
 * A two-sided exact binomial test of `successes` in `trials` against probability `p` (the e2e's
 * check that visitors split about evenly): the probability of an outcome at most as likely.
 */
export function binomialTest(successes: number, trials: number, p = 0.5): number {
  const logPmf = (k: number) => -betaln(k + 1, trials - k + 1) - Math.log(trials + 1) + k * Math.log(p) + (trials - k) * Math.log(1 - p);
  const observed = logPmf(successes);
  let total = 0;
  for (let k = 0; k <= trials; k += 1) {
    const value = logPmf(k);
    if (value <= observed + 1e-9) total += Math.exp(value);
  }
  return Math.min(1, total);
}
