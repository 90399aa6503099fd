import { siDhl, siFedex, siSap, siShopify, siUps, siUsps, type SimpleIcon } from 'simple-icons';

export type IntegrationGroup = 'ecommerce' | 'shipping' | 'oms' | 'fraud';
export type IntegrationStatus = 'live' | 'comingSoon';

export interface Integration {
  /** Key of the localized description (`Integrations.descriptions.{id}`). */
  id: string;
  name: string;
  group: IntegrationGroup;
  status: IntegrationStatus;
  /** The brand's logo from simple-icons, when the brand is there; otherwise a monogram is drawn. */
  logo?: SimpleIcon;
}

export const integrationGroups: IntegrationGroup[] = ['ecommerce', 'shipping', 'oms', 'fraud'];

/** Every partner the integrations page lists (spec §2), in display order. */
export const integrations: Integration[] = [
  { id: 'shopify', name: 'Shopify', group: 'ecommerce', status: 'live', logo: siShopify },
  { id: 'salesforceCommerceCloud', name: 'Salesforce Commerce Cloud', group: 'ecommerce', status: 'live' },
  { id: 'magento', name: 'Magento', group: 'ecommerce', status: 'live' },
  { id: 'sapHybris', name: 'SAP Hybris', group: 'ecommerce', status: 'live', logo: siSap },
  { id: 'commercetools', name: 'Commercetools', group: 'ecommerce', status: 'live' },
  { id: 'fedex', name: 'FedEx', group: 'shipping', status: 'live', logo: siFedex },
  { id: 'ups', name: 'UPS', group: 'shipping', status: 'live', logo: siUps },
  { id: 'dhl', name: 'DHL', group: 'shipping', status: 'live', logo: siDhl },
  { id: 'usps', name: 'USPS', group: 'shipping', status: 'live', logo: siUsps },
  { id: 'happyReturns', name: 'Happy Returns', group: 'shipping', status: 'live' },
  { id: 'canadaPost', name: 'Canada Post', group: 'shipping', status: 'live' },
  { id: 'royalMail', name: 'Royal Mail', group: 'shipping', status: 'live' },
  { id: 'correosExpress', name: 'Correos Express', group: 'shipping', status: 'live' },
  { id: 'evri', name: 'EVRI', group: 'shipping', status: 'live' },
  { id: 'collectPlus', name: 'Collect+', group: 'shipping', status: 'live' },
  { id: 'postnl', name: 'PostNL', group: 'shipping', status: 'live' },
  { id: 'sapOms', name: 'SAP OMS', group: 'oms', status: 'live', logo: siSap },
  { id: 'salesforceOms', name: 'Salesforce OMS', group: 'oms', status: 'live' },
  { id: 'yofi', name: 'Yofi', group: 'fraud', status: 'live' },
];

/** Initials for a brand without a logo: `Canada Post` → `CP`, `Commercetools` → `CO`. */
export function monogram(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** Whether white reads better than black on a brand colour (WCAG relative luminance). */
export function prefersLightInk(hex: string): boolean {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance < 0.4;
}
