/**
 * What a customer story is tagged with, for the hub's filters: an industry, the store platform it
 * runs on (a subset of the integrations directory) and the solution pages it used.
 */
import { solutionPageKeys } from '@/lib/infra/routing/pages';

export const INDUSTRIES = ['fashion', 'footwear', 'sports', 'electronics', 'home', 'beauty', 'logistics'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Store and order platforms of the integrations directory (lib/features/content/integrations.ts), by id, with their brand names. */
export const PLATFORMS = {
  shopify: 'Shopify',
  salesforceCommerceCloud: 'Salesforce Commerce Cloud',
  magento: 'Magento',
  sapHybris: 'SAP Hybris',
  commercetools: 'Commercetools',
  sapOms: 'SAP OMS',
  salesforceOms: 'Salesforce OMS',
} as const;
export type Platform = keyof typeof PLATFORMS;
export const PLATFORM_IDS = Object.keys(PLATFORMS) as Platform[];

export const STORY_SOLUTIONS = solutionPageKeys;
export type StorySolution = (typeof STORY_SOLUTIONS)[number];

export const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);
export const isPlatform = (value: string): value is Platform => Object.hasOwn(PLATFORMS, value);
export const isStorySolution = (value: string): value is StorySolution => (STORY_SOLUTIONS as readonly string[]).includes(value);
