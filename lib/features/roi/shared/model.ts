/**
 * The ROI calculator's inputs, their defaults and limits, the query string that carries them, and
 * the estimate. One pure module: the page renders from it on the server (also without JavaScript),
 * the calculator recomputes with it in the browser, and the lead form's action recomputes with it
 * again so that the figures sales receive never come from the client.
 */

import { ROI_FIELDS, ROI_PARAMS } from '@/lib/infra/routing/internal-routes';

export { ROI_FIELDS, ROI_PARAMS };

/** The currencies of the markets Otailo sells to. */
export const ROI_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'COP', 'CLP'] as const;
export type RoiCurrency = (typeof ROI_CURRENCIES)[number];

/** The euro area's countries (ISO 3166-1), whose visitors see euros first. */
const EURO_AREA = new Set(['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES']);
const BY_COUNTRY: Record<string, RoiCurrency> = { US: 'USD', GB: 'GBP', MX: 'MXN', CO: 'COP', CL: 'CLP' };

/**
 * The currency a visitor most likely counts in, from their browser's languages (`es-MX` → MXN,
 * `en-GB` → GBP, `de-DE` → EUR), the first with a region we sell to; null when none says.
 */
export function currencyForLanguages(languages: readonly string[]): RoiCurrency | null {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (!region) continue;
    const found = BY_COUNTRY[region];
    if (found) return found;
    if (EURO_AREA.has(region)) return 'EUR';
  }
  return null;
}

/** The numeric inputs, by their query-string names. Rates are percentages (16.9 means 16.9%). */
export type RoiField = (typeof ROI_FIELDS)[number];

export type RoiInputs = Record<RoiField, number> & { currency: RoiCurrency };

export interface FieldRule {
  min: number;
  max: number;
  /** Decimal places kept (0: whole numbers). */
  decimals: number;
  percent: boolean;
}

export const ROI_RULES: Record<RoiField, FieldRule> = {
  orders: { min: 1, max: 50_000_000, decimals: 0, percent: false },
  aov: { min: 1, max: 1_000_000, decimals: 2, percent: false },
  returnRate: { min: 0, max: 100, decimals: 1, percent: true },
  returnCost: { min: 0, max: 1_000_000, decimals: 2, percent: false },
  ineligible: { min: 0, max: 100, decimals: 1, percent: true },
  exchanges: { min: 0, max: 100, decimals: 1, percent: true },
};

/**
 * Defaults. `returnRate`, `returnCost` (as a share of the order value), `ineligible` and `exchanges`
 * are published figures (lib/features/roi/shared/sources.ts says whose); orders and order value are an example shop.
 */
/** The cost to process one return, as a share of the order value (sources.ts), until the visitor gives their own. */
export const RETURN_COST_SHARE = 0.21;
/** The cost to process one return that goes with an order value (two decimals). */
export const defaultReturnCost = (aov: number) => Math.round(aov * RETURN_COST_SHARE * 100) / 100;

export const ROI_DEFAULTS: RoiInputs = {
  orders: 10_000,
  aov: 100,
  returnRate: 16.9,
  returnCost: defaultReturnCost(100),
  ineligible: 10.4,
  exchanges: 17.1,
  currency: 'USD',
};

/**
 * Otailo's own planning assumption, stated on the page: of the value of the returns still refunded,
 * the share won back because each item is graded and routed on the day it arrives (sold sooner, at
 * a smaller markdown). Not a market figure.
 */
export const RESALE_GAIN = 0.03;

export type FieldError = 'invalid' | 'range' | 'ambiguous';

export interface ParsedQuery {
  inputs: RoiInputs;
  /** Fields whose value could not be used (the default stands in for the estimate's sake). */
  errors: Partial<Record<RoiField | 'currency', FieldError>>;
  /** What was sent, per field, to show back in the form. */
  raw: Partial<Record<RoiField | 'currency', string>>;
  /** True when the query held at least one of the calculator's parameters. */
  submitted: boolean;
}

/** How each language writes numbers: `12,000.5` / `12.000,5`. */
const MARKS = { en: { decimal: '.', group: ',' }, es: { decimal: ',', group: '.' } } as const;
export type NumberLocale = keyof typeof MARKS;

export type AmountReading = { value: number } | { error: 'invalid' | 'ambiguous' };

const INVALID = { error: 'invalid' } as const;

/** Digits in groups of three: `1.234.567` with `.`. */
const isGrouped = (text: string, group: string) => new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(text);

/**
 * A number as people type it, read the way the page's language writes numbers: in Spanish
 * `12.000` is twelve thousand and `16,9` a decimal; in English the other way round. The other
 * notation is accepted where it cannot be misread (`16.9` on a Spanish page); a lone decimal mark
 * followed by three digits (`4,200` in Spanish, `4.200` in English) is ambiguous, since no field
 * keeps three decimals: the visitor is asked rather than guessed for.
 */
export function readAmount(text: string, locale: NumberLocale = 'en'): AmountReading {
  const cleaned = text.trim().replace(/[\s\u00a0\u202f%$€]/g, '');
  if (cleaned === '' || cleaned.length > 30) return INVALID;
  const negative = cleaned.startsWith('-');
  const plain = plainDecimal(negative ? cleaned.slice(1) : cleaned, MARKS[locale].group);
  if (typeof plain !== 'string') return plain;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(plain)) return INVALID;
  const number = Number(negative ? `-${plain}` : plain);
  return Number.isFinite(number) ? { value: number } : INVALID;
}

/** The digits with `.` as the decimal point and no grouping, or why that cannot be told. */
function plainDecimal(text: string, localGroup: string): string | Exclude<AmountReading, { value: number }> {
  const marks: string[] = text.match(/[.,]/g) ?? [];
  if (marks.length === 0) return text;
  if (marks.includes('.') && marks.includes(',')) {
    // Both marks: the last is the decimal mark and the other groups thousands (`1.234,5`, `1,234.5`).
    const decimal = marks.at(-1) as string;
    const group = decimal === '.' ? ',' : '.';
    const [whole = '', fraction = '', ...rest] = text.split(decimal);
    return rest.length === 0 && isGrouped(whole, group) && /^\d+$/.test(fraction) ? `${whole.replaceAll(group, '')}.${fraction}` : INVALID;
  }
  const mark = marks[0] as string;
  if (marks.length > 1) return isGrouped(text, mark) ? text.replaceAll(mark, '') : INVALID;
  const [whole = '', fraction = ''] = text.split(mark);
  // Only three digits after a group of one to three (not starting with 0) can be thousands.
  if (fraction.length !== 3 || !/^[1-9]\d{0,2}$/.test(whole)) return `${whole}.${fraction}`;
  return mark === localGroup ? whole + fraction : { error: 'ambiguous' };
}

/** A number as people type it (see readAmount), or undefined when it cannot be read as one. */
export function parseAmount(text: string, locale: NumberLocale = 'en'): number | undefined {
  const reading = readAmount(text, locale);
  return 'value' in reading ? reading.value : undefined;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** One field's value: a number within its limits, rounded to its precision, or the reason it is not. */
export function parseField(field: RoiField, text: string, locale: NumberLocale = 'en'): { value: number } | { error: FieldError } {
  const rule = ROI_RULES[field];
  const reading = readAmount(text, locale);
  if (!('value' in reading)) return reading;
  const value = round(reading.value, rule.decimals);
  if (value < rule.min || value > rule.max) return { error: 'range' };
  return { value };
}

const isCurrency = (value: string): value is RoiCurrency => (ROI_CURRENCIES as readonly string[]).includes(value);

type QueryValue = string | string[] | undefined | null;

/**
 * The calculator's state from a query string (a URLSearchParams or Next.js's searchParams object),
 * its numbers read as the page's language writes them (the canonical query string reads the same in both).
 */
export function parseRoiQuery(query: URLSearchParams | Record<string, QueryValue>, locale: NumberLocale = 'en'): ParsedQuery {
  const get = (name: string): string | undefined => {
    const value = query instanceof URLSearchParams ? query.get(name) : query[name];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first.slice(0, 100) : undefined;
  };
  const inputs: RoiInputs = { ...ROI_DEFAULTS };
  const errors: ParsedQuery['errors'] = {};
  const raw: ParsedQuery['raw'] = {};
  let submitted = false;
  for (const field of ROI_FIELDS) {
    const text = get(field);
    if (text === undefined) continue;
    submitted = true;
    raw[field] = text;
    const result = parseField(field, text, locale);
    if ('value' in result) inputs[field] = result.value;
    else errors[field] = result.error;
  }
  // Without a cost of its own, processing a return costs the default share of the order value sent.
  if (raw.returnCost === undefined && !errors.aov) inputs.returnCost = defaultReturnCost(inputs.aov);
  const currency = get('currency');
  if (currency !== undefined) {
    submitted = true;
    raw.currency = currency;
    const upper = currency.trim().toUpperCase();
    if (isCurrency(upper)) inputs.currency = upper;
    else errors.currency = 'invalid';
  }
  return { inputs, errors, raw, submitted };
}

/** The query string of a state, in a stable order (what the address bar and shared links hold). */
export function roiQueryString(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const field of ROI_FIELDS) params.set(field, String(inputs[field]));
  params.set('currency', inputs.currency);
  return params.toString();
}

export interface RoiEstimate {
  yearlyOrders: number;
  yearlyRevenue: number;
  /** Returns received in a year today, and what was paid back for them. */
  yearlyReturns: number;
  returnedValue: number;
  /** Handling, shipping and processing of every return, today. */
  costToday: number;
  /** Ineligible returns stopped before a label is issued. */
  returnsStopped: number;
  /** Returns still received and processed with Otailo. */
  returnsWithOtailo: number;
  costWithOtailo: number;
  /** Refunds turned into exchanges. */
  exchangesKept: number;
  /** The yearly saving: processing no longer spent on the returns that were stopped. */
  processingSaving: number;
  /** Refunds not paid for ineligible returns. */
  refundsAvoided: number;
  /** Sales kept because the refund became an exchange. */
  exchangeRevenue: number;
  /** Value won back on the returns still refunded, by faster resale (RESALE_GAIN). */
  resaleRecovered: number;
  /** refundsAvoided + exchangeRevenue + resaleRecovered. */
  recoveredMargin: number;
  /** processingSaving + recoveredMargin. */
  totalBenefit: number;
}

/**
 * The yearly estimate. Counts of returns are whole returns; money is rounded to whole units of the
 * currency at the end, so that the parts add up to the totals shown.
 */
export function estimateRoi(inputs: RoiInputs): RoiEstimate {
  const rate = (field: 'returnRate' | 'ineligible' | 'exchanges') => inputs[field] / 100;
  const yearlyOrders = inputs.orders * 12;
  const yearlyReturns = Math.round(yearlyOrders * rate('returnRate'));
  const returnsStopped = Math.round(yearlyReturns * rate('ineligible'));
  const returnsWithOtailo = yearlyReturns - returnsStopped;
  const exchangesKept = Math.round(returnsWithOtailo * rate('exchanges'));
  const stillRefunded = returnsWithOtailo - exchangesKept;

  const money = Math.round;
  const processingSaving = money(returnsStopped * inputs.returnCost);
  const refundsAvoided = money(returnsStopped * inputs.aov);
  const exchangeRevenue = money(exchangesKept * inputs.aov);
  const resaleRecovered = money(stillRefunded * inputs.aov * RESALE_GAIN);
  const recoveredMargin = refundsAvoided + exchangeRevenue + resaleRecovered;
  const costToday = money(yearlyReturns * inputs.returnCost);
  return {
    yearlyOrders,
    yearlyRevenue: money(yearlyOrders * inputs.aov),
    yearlyReturns,
    returnedValue: money(yearlyReturns * inputs.aov),
    costToday,
    returnsStopped,
    returnsWithOtailo,
    costWithOtailo: costToday - processingSaving,
    exchangesKept,
    processingSaving,
    refundsAvoided,
    exchangeRevenue,
    resaleRecovered,
    recoveredMargin,
    totalBenefit: processingSaving + recoveredMargin,
  };
}

/** The parts of the yearly benefit, in the order the chart and its table show them. */
export const BENEFIT_PARTS = ['processingSaving', 'refundsAvoided', 'exchangeRevenue', 'resaleRecovered'] as const satisfies readonly (keyof RoiEstimate)[];
