import { siDhl, siFedex, siSap, siShopify, siUps, siUsps, type SimpleIcon } from 'simple-icons';

/** A category's slug: the built-in four below, or one the editors added (lib/features/integrations). */
export type IntegrationGroup = string;
export type IntegrationStatus = 'live' | 'comingSoon';

/**
 * A partner's mark: its logo from simple-icons where the brand is there, else a wordmark drawn for
 * this site (its name, in one house style, in the brand's colour).
 */
export type IntegrationMark =
  /** `caption` tells apart two partners of one brand (SAP's commerce cloud and its OMS). */
  | { kind: 'icon'; icon: SimpleIcon; caption?: string }
  | { kind: 'wordmark'; lines: [string] | [string, string]; color: string };

export interface Integration {
  /** Key of the localized description (`Integrations.descriptions.{id}`). */
  id: string;
  name: string;
  group: IntegrationGroup;
  status: IntegrationStatus;
  mark: IntegrationMark;
}

/** The categories every installation starts with. */
export const integrationGroups: readonly IntegrationGroup[] = ['ecommerce', 'shipping', 'oms', 'fraud'];
export const integrationStatuses: IntegrationStatus[] = ['live', 'comingSoon'];

const icon = (logo: SimpleIcon, caption?: string): IntegrationMark => ({ kind: 'icon', icon: logo, caption });
const wordmark = (color: string, ...lines: [string] | [string, string]): IntegrationMark => ({ kind: 'wordmark', lines, color });

/** Every partner the integrations page lists (spec §2), in display order. */
export const integrations: Integration[] = [
  { id: 'shopify', name: 'Shopify', group: 'ecommerce', status: 'live', mark: icon(siShopify) },
  { id: 'salesforceCommerceCloud', name: 'Salesforce Commerce Cloud', group: 'ecommerce', status: 'live', mark: wordmark('#0b6fb8', 'Salesforce', 'Commerce Cloud') },
  { id: 'magento', name: 'Magento', group: 'ecommerce', status: 'live', mark: wordmark('#c24e14', 'Magento') },
  { id: 'sapHybris', name: 'SAP Hybris', group: 'ecommerce', status: 'live', mark: icon(siSap, 'Hybris') },
  { id: 'commercetools', name: 'Commercetools', group: 'ecommerce', status: 'live', mark: wordmark('#213c4e', 'commercetools') },
  { id: 'fedex', name: 'FedEx', group: 'shipping', status: 'live', mark: icon(siFedex) },
  { id: 'ups', name: 'UPS', group: 'shipping', status: 'live', mark: icon(siUps) },
  { id: 'dhl', name: 'DHL', group: 'shipping', status: 'live', mark: icon(siDhl) },
  { id: 'usps', name: 'USPS', group: 'shipping', status: 'live', mark: icon(siUsps) },
  { id: 'happyReturns', name: 'Happy Returns', group: 'shipping', status: 'live', mark: wordmark('#b3246b', 'Happy Returns') },
  { id: 'canadaPost', name: 'Canada Post', group: 'shipping', status: 'live', mark: wordmark('#c8102e', 'Canada Post') },
  { id: 'royalMail', name: 'Royal Mail', group: 'shipping', status: 'live', mark: wordmark('#a50f1f', 'Royal Mail') },
  { id: 'correosExpress', name: 'Correos Express', group: 'shipping', status: 'live', mark: wordmark('#003f8a', 'Correos', 'Express') },
  { id: 'evri', name: 'EVRI', group: 'shipping', status: 'live', mark: wordmark('#0a6ab2', 'evri') },
  { id: 'collectPlus', name: 'Collect+', group: 'shipping', status: 'live', mark: wordmark('#1f7a3a', 'Collect+') },
  { id: 'postnl', name: 'PostNL', group: 'shipping', status: 'live', mark: wordmark('#c2410c', 'PostNL') },
  { id: 'sapOms', name: 'SAP OMS', group: 'oms', status: 'live', mark: icon(siSap, 'OMS') },
  { id: 'salesforceOms', name: 'Salesforce OMS', group: 'oms', status: 'live', mark: wordmark('#0b6fb8', 'Salesforce', 'Order Management') },
  { id: 'yofi', name: 'Yofi', group: 'fraud', status: 'live', mark: wordmark('#5b3fd6', 'yofi') },
];

/** Whether white reads better than black on a brand colour (WCAG relative luminance). */
export function prefersLightInk(hex: string): boolean {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance < 0.4;
}
