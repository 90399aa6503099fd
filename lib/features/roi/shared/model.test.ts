import { describe, expect, it } from 'vitest';
import { currencyForLanguages, estimateRoi, parseAmount, parseRoiQuery, readAmount, ROI_DEFAULTS, roiQueryString, type RoiInputs } from './model';

describe('estimateRoi', () => {
  it('works the defaults through every step (the sample estimate of the closing note)', () => {
    expect(estimateRoi(ROI_DEFAULTS)).toEqual({
      yearlyOrders: 120_000,
      yearlyRevenue: 12_000_000,
      yearlyReturns: 20_280, // 120,000 × 16.9%
      returnedValue: 2_028_000,
      costToday: 425_880, // 20,280 × 21
      returnsStopped: 2_109, // 20,280 × 10.4%
      returnsWithOtailo: 18_171,
      costWithOtailo: 381_591,
      exchangesKept: 3_107, // 18,171 × 17.1%
      processingSaving: 44_289, // 2,109 × 21
      refundsAvoided: 210_900, // 2,109 × 100
      exchangeRevenue: 310_700, // 3,107 × 100
      resaleRecovered: 45_192, // (18,171 − 3,107) × 100 × 3%
      recoveredMargin: 566_792,
      totalBenefit: 611_081,
    });
  });

  it('adds up: the parts make the totals, and the cost with Otailo is today’s less the saving', () => {
    const inputs: RoiInputs = { orders: 3_217, aov: 57.35, returnRate: 23.3, returnCost: 11.9, ineligible: 7.7, exchanges: 31.4, currency: 'EUR' };
    const e = estimateRoi(inputs);
    expect(e.recoveredMargin).toBe(e.refundsAvoided + e.exchangeRevenue + e.resaleRecovered);
    expect(e.totalBenefit).toBe(e.processingSaving + e.recoveredMargin);
    expect(e.costWithOtailo).toBe(e.costToday - e.processingSaving);
    expect(e.returnsWithOtailo + e.returnsStopped).toBe(e.yearlyReturns);
  });

  it('gives nothing to save when nothing comes back, and stops everything when every return is ineligible', () => {
    const none = estimateRoi({ ...ROI_DEFAULTS, returnRate: 0 });
    expect([none.yearlyReturns, none.costToday, none.totalBenefit]).toEqual([0, 0, 0]);
    const all = estimateRoi({ ...ROI_DEFAULTS, ineligible: 100 });
    expect(all.returnsWithOtailo).toBe(0);
    expect(all.costWithOtailo).toBe(0);
    expect(all.exchangeRevenue + all.resaleRecovered).toBe(0);
  });

  it('stays finite at the largest accepted values', () => {
    const e = estimateRoi({ orders: 50_000_000, aov: 1_000_000, returnRate: 100, returnCost: 1_000_000, ineligible: 50, exchanges: 100, currency: 'USD' });
    expect(Number.isSafeInteger(e.totalBenefit)).toBe(true);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12000', 12_000],
    ['12,000', 12_000],
    ['12 000', 12_000],
    ['1.234.567', 1_234_567],
    ['1.234,5', 1_234.5],
    ['1.234.567,5', 1_234_567.5],
    ['16,9', 16.9],
    ['16.9', 16.9],
    [' 16.9 % ', 16.9],
    ['$99.50', 99.5],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'abc', '1e9', '0x10', 'Infinity', 'NaN', '1..2', '12,3,4.5', '1.23.4', '1,2345.6', '9'.repeat(31), '1-2'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
    expect(parseAmount(text, 'es')).toBeUndefined();
  });
});

describe('readAmount, as each language writes numbers', () => {
  it.each([
    ['12.000', 12_000],
    ['4.200', 4_200],
    ['10.000', 10_000],
    ['1.234.567', 1_234_567],
    ['16,9', 16.9],
    ['1.234,5', 1_234.5],
    ['99,50', 99.5],
    ['0,125', 0.125],
    ['12000', 12_000],
    // The English notation, where it cannot be misread: one decimal digit, or both marks.
    ['16.9', 16.9],
    ['99.55', 99.55],
    ['1,234.5', 1_234.5],
  ])('Spanish: reads %j as %d', (text, value) => expect(readAmount(text, 'es')).toEqual({ value }));

  it.each([
    ['12,000', 12_000],
    ['4.2', 4.2],
    ['16,9', 16.9],
    ['0.125', 0.125],
  ])('English: reads %j as %d', (text, value) => expect(readAmount(text, 'en')).toEqual({ value }));

  it.each([
    ['es', '4,200'],
    ['es', '12,000'],
    ['en', '4.200'],
    ['en', '12.000'],
  ] as const)('%s: asks about %j rather than guess (a decimal mark and three digits)', (locale, text) => {
    expect(readAmount(text, locale)).toEqual({ error: 'ambiguous' });
  });

  it('reads the canonical query string the same way in both languages', () => {
    const inputs: RoiInputs = { orders: 12_000, aov: 99.55, returnRate: 16.9, returnCost: 21.5, ineligible: 0, exchanges: 100, currency: 'EUR' };
    for (const locale of ['en', 'es'] as const) {
      expect(parseRoiQuery(new URLSearchParams(roiQueryString(inputs)), locale).inputs).toEqual(inputs);
    }
  });

  it('reports an ambiguous field as such, and a Spanish page reads its own notation', () => {
    expect(parseRoiQuery(new URLSearchParams('orders=12.000&aov=4.200'), 'es').inputs).toMatchObject({ orders: 12_000, aov: 4_200 });
    expect(parseRoiQuery(new URLSearchParams('orders=12.000'), 'en').errors).toEqual({ orders: 'ambiguous' });
  });
});

describe('parseRoiQuery', () => {
  it('uses the defaults for an empty query, and says nothing was submitted', () => {
    expect(parseRoiQuery(new URLSearchParams())).toEqual({ inputs: ROI_DEFAULTS, errors: {}, raw: {}, submitted: false });
  });

  it('reads a shared link back to the same inputs (round trip through the query string)', () => {
    const inputs: RoiInputs = { orders: 2_500, aov: 64.9, returnRate: 24.4, returnCost: 12.5, ineligible: 15, exchanges: 30, currency: 'EUR' };
    const parsed = parseRoiQuery(new URLSearchParams(roiQueryString(inputs)));
    expect(parsed.inputs).toEqual(inputs);
    expect(parsed.errors).toEqual({});
    expect(roiQueryString(inputs)).toBe('orders=2500&aov=64.9&returnRate=24.4&returnCost=12.5&ineligible=15&exchanges=30&currency=EUR');
  });

  it('takes Next.js searchParams objects, using the first of repeated values', () => {
    const parsed = parseRoiQuery({ orders: ['500', '900'], currency: 'eur', other: 'x' });
    expect(parsed.inputs).toMatchObject({ orders: 500, currency: 'EUR', aov: ROI_DEFAULTS.aov });
    expect(parsed.submitted).toBe(true);
  });

  it('flags unusable values, keeps what was sent, and estimates with the default meanwhile', () => {
    const parsed = parseRoiQuery(new URLSearchParams('orders=lots&returnRate=140&aov=0&exchanges=-1&currency=JPY&ineligible=12'));
    expect(parsed.errors).toEqual({ orders: 'invalid', returnRate: 'range', aov: 'range', exchanges: 'range', currency: 'invalid' });
    expect(parsed.raw).toMatchObject({ orders: 'lots', returnRate: '140', currency: 'JPY' });
    expect(parsed.inputs).toMatchObject({ orders: ROI_DEFAULTS.orders, returnRate: ROI_DEFAULTS.returnRate, ineligible: 12 });
  });

  it('rounds to each field’s precision and refuses fractions of orders only after rounding', () => {
    const parsed = parseRoiQuery(new URLSearchParams('orders=1000.4&aov=10.0051&returnRate=16.94'));
    expect(parsed.inputs).toMatchObject({ orders: 1000, aov: 10.01, returnRate: 16.9 });
    expect(parseRoiQuery(new URLSearchParams('orders=0.4')).errors).toEqual({ orders: 'range' });
  });

  it('cuts absurdly long values before reading them', () => {
    expect(parseRoiQuery(new URLSearchParams(`orders=${'1'.repeat(10_000)}`)).errors).toEqual({ orders: 'invalid' });
  });
});

describe('the cost to process one return', () => {
  it('is its share of the order value sent until a cost of its own is sent', () => {
    expect(ROI_DEFAULTS.returnCost).toBe(21);
    expect(parseRoiQuery(new URLSearchParams('aov=80')).inputs.returnCost).toBe(16.8);
    expect(parseRoiQuery({ aov: '80,5' }, 'es').inputs.returnCost).toBe(16.91);
    expect(parseRoiQuery(new URLSearchParams('aov=80&returnCost=12')).inputs.returnCost).toBe(12);
    // An order value that cannot be read leaves the default.
    expect(parseRoiQuery(new URLSearchParams('aov=lots')).inputs.returnCost).toBe(21);
  });
});

describe("the currency of a visitor's region", () => {
  it('is read from the browser languages, the first with a region we sell to', () => {
    expect(currencyForLanguages(['es-MX', 'es'])).toBe('MXN');
    expect(currencyForLanguages(['es-CO'])).toBe('COP');
    expect(currencyForLanguages(['es-CL'])).toBe('CLP');
    expect(currencyForLanguages(['en-GB'])).toBe('GBP');
    expect(currencyForLanguages(['es-ES'])).toBe('EUR');
    expect(currencyForLanguages(['de', 'de-AT'])).toBe('EUR');
    expect(currencyForLanguages(['en-US'])).toBe('USD');
    expect(currencyForLanguages(['es', 'en', 'ja-JP', 'not a tag'])).toBeNull();
  });

  it('is one the calculator and its address accept, and is formatted in the page language', () => {
    for (const currency of ['GBP', 'MXN', 'COP', 'CLP'] as const) {
      expect(parseRoiQuery(new URLSearchParams(`currency=${currency.toLowerCase()}`)).inputs.currency).toBe(currency);
    }
  });
});
