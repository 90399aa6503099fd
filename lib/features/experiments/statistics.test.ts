import { describe, expect, it } from 'vitest';
import { binomialTest, difference, posterior, probabilityToBeat, sampleRatio, sampleSizePerVariant, weeksToRun } from './statistics';

describe('probabilityToBeat (Beta-Binomial, uniform prior)', () => {
  it('matches the closed forms: Beta(2,1) against Beta(1,1) is 2/3, and the reverse 1/3', () => {
    // One visitor who converted against nobody yet: P(X > U) with X ~ Beta(2,1) (density 2x), U uniform = ∫ 2x·x dx = 2/3.
    expect(probabilityToBeat({ visitors: 0, conversions: 0 }, { visitors: 1, conversions: 1 })).toBeCloseTo(2 / 3, 10);
    expect(probabilityToBeat({ visitors: 1, conversions: 1 }, { visitors: 0, conversions: 0 })).toBeCloseTo(1 / 3, 10);
  });

  it('is one half for identical arms, and the two directions add up to one', () => {
    expect(probabilityToBeat({ visitors: 500, conversions: 40 }, { visitors: 500, conversions: 40 })).toBeCloseTo(0.5, 8);
    const a = { visitors: 812, conversions: 61 };
    const b = { visitors: 790, conversions: 74 };
    expect(probabilityToBeat(a, b) + probabilityToBeat(b, a)).toBeCloseTo(1, 8);
  });

  it('agrees with the normal approximation on large samples (10.0% against 11.0% of 10,000 each: ~0.991)', () => {
    const exact = probabilityToBeat({ visitors: 10_000, conversions: 1_000 }, { visitors: 10_000, conversions: 1_100 });
    expect(exact).toBeGreaterThan(0.988);
    expect(exact).toBeLessThan(0.993);
  });

  it('reads counts as they come: fractions cut, conversions at most the visitors', () => {
    expect(posterior({ visitors: 10.7, conversions: 99 })).toEqual({ a: 11, b: 1 });
    expect(posterior({ visitors: -3, conversions: -1 })).toEqual({ a: 1, b: 1 });
  });
});

describe('difference', () => {
  it('gives the posterior difference with a 95% interval, absolute and relative (10% against 12% of 1,000)', () => {
    const result = difference({ visitors: 1_000, conversions: 100 }, { visitors: 1_000, conversions: 120 });
    expect(result.delta).toBeCloseTo(0.01996, 4);
    expect(result.low).toBeCloseTo(-0.0075, 3);
    expect(result.high).toBeCloseTo(0.0474, 3);
    expect(result.relative.delta).toBeCloseTo(0.198, 2);
  });
});

describe('sampleRatio (chi-square goodness of fit)', () => {
  it('gives the textbook p-value of a 100/120 split against 50/50 (χ² = 1.818, p = 0.178)', () => {
    const result = sampleRatio([100, 120], [50, 50]);
    expect(result.chiSquare).toBeCloseTo(1.818, 3);
    expect(result.pValue).toBeCloseTo(0.1775, 3);
    expect(result.mismatch).toBe(false);
  });

  it('flags Kohavi’s example of a mismatch: 821,588 against 815,482 users on a 50/50 split (p ≈ 1.8e-6)', () => {
    const result = sampleRatio([821_588, 815_482], [1, 1]);
    expect(result.pValue).toBeGreaterThan(1.5e-6);
    expect(result.pValue).toBeLessThan(2.1e-6);
    expect(result.mismatch).toBe(true);
  });

  it('takes uneven weights, and says nothing without data', () => {
    expect(sampleRatio([900, 100], [9, 1]).pValue).toBeCloseTo(1, 6);
    expect(sampleRatio([0, 0], [1, 1])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(sampleRatio([10], [1]).mismatch).toBe(false);
  });
});

describe('sampleSizePerVariant (Fleiss, two-sided)', () => {
  it('needs 3,841 visitors a variant to detect 10% → 12% at α = 0.05 with 80% power', () => {
    expect(sampleSizePerVariant(0.1, 0.2)).toBe(3_841);
  });
  it('needs more for a smaller lift or more power, and cannot size an impossible one', () => {
    expect(sampleSizePerVariant(0.1, 0.1)).toBeGreaterThan(sampleSizePerVariant(0.1, 0.2));
    expect(sampleSizePerVariant(0.1, 0.2, { power: 0.9 })).toBeGreaterThan(3_841);
    expect(sampleSizePerVariant(0, 0.2)).toBe(Number.POSITIVE_INFINITY);
    expect(sampleSizePerVariant(0.9, 0.2)).toBe(Number.POSITIVE_INFINITY);
  });
  it('turns into weeks at a page’s traffic', () => {
    expect(weeksToRun(2_000, 2, 3_841)).toBe(4);
    expect(weeksToRun(0, 2, 3_841)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('binomialTest (exact, two-sided)', () => {
  it('gives R’s binom.test(60, 100) p-value, 0.0569', () => {
    expect(binomialTest(60, 100)).toBeCloseTo(0.05689, 4);
  });
  it('is 1 for a perfect split and tiny for a lopsided one', () => {
    expect(binomialTest(100, 200)).toBeCloseTo(1, 6);
    expect(binomialTest(150, 200)).toBeLessThan(1e-10);
  });
});
