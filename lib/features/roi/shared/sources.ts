import type { RoiField } from './model';

/**
 * Where each sourced default comes from (../shared/INDUSTRY-FACTS.md, rows 1, 3, 5 and 11). The
 * page names the publisher, report and year in the visitor's language (messages `Roi.sources`) and
 * links here.
 */
export const ROI_SOURCES = {
  returnRate: 'https://nrf.com/blog/reversing-into-the-future-the-outlook-for-circular-retail',
  returnCost:
    'https://www.businesswire.com/news/home/20220414005151/en/Pitney-Bowes-Survey-Returns-Cost-US-Online-Retailers-21-of-Order-Value/',
  ineligible: 'http://nrf.com/media-center/press-releases/2022-retail-returns-rate-remains-flat-816-billion',
  exchanges:
    'https://www.bastillepost.com/global/article/5222945-loop-2025-state-of-ecommerce-returns-report-uk-retailers-risk-loyalty-loss-with-78-of-returns-ending-in-refunds-and-lowest-exchange-rates-globally',
} as const satisfies Partial<Record<RoiField, string>>;

export type SourcedField = keyof typeof ROI_SOURCES;

/** CBRE's 2018 reverse-logistics finding, quoted in the assumptions for the size of the resale loss. */
export const RESALE_CONTEXT_SOURCE = 'https://www.cbre.com/research-and-reports/2018-reverse-logistics';
