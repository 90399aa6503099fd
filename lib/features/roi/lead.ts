import type { RoiLeadDetails } from './lead-details';
import { estimateRoi, ROI_FIELDS, roiQueryString, type RoiInputs } from './shared/model';

const LABELS: Record<(typeof ROI_FIELDS)[number], string> = {
  orders: 'Orders per month',
  aov: 'Average order value',
  returnRate: 'Return rate',
  returnCost: 'Cost to process one return',
  ineligible: 'Ineligible returns',
  exchanges: 'Refunds that could become exchanges',
};

/**
 * An ROI lead's figures: the estimate made here from the inputs (never the browser's numbers) and
 * the link that reproduces it, plus the text the CRM gets in its message field — in English, for
 * the sales team, whatever the visitor's language.
 */
export function roiLead(inputs: RoiInputs, calculatorUrl: string): { details: RoiLeadDetails; message: string } {
  const estimate = estimateRoi(inputs);
  const link = `${calculatorUrl}?${roiQueryString(inputs)}`;
  const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: inputs.currency, maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: inputs.currency, maximumFractionDigits: 0 });
  const input = (field: (typeof ROI_FIELDS)[number]) => {
    const value = inputs[field];
    const shown = field === 'orders' ? count.format(value) : field === 'aov' || field === 'returnCost' ? amount.format(value) : `${value}%`;
    return `${LABELS[field]}: ${shown}`;
  };
  const message = [
    'ROI calculator estimate',
    ...ROI_FIELDS.map(input),
    `Returns a year: ${count.format(estimate.yearlyReturns)}`,
    `Yearly processing cost today: ${money.format(estimate.costToday)}; with Otailo: ${money.format(estimate.costWithOtailo)}`,
    `Yearly saving: ${money.format(estimate.processingSaving)}`,
    `Recovered margin: ${money.format(estimate.recoveredMargin)} (refunds avoided ${money.format(estimate.refundsAvoided)}, exchanges ${money.format(estimate.exchangeRevenue)}, faster resale ${money.format(estimate.resaleRecovered)})`,
    `Total yearly benefit: ${money.format(estimate.totalBenefit)}`,
    `Link: ${link}`,
  ].join('\n');
  return { details: { kind: 'roi', inputs, estimate, link }, message };
}
