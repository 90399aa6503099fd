/** A stored mark as the directory's logo component draws it. */
import { siBigcommerce, siDhl, siDpd, siEbay, siEtsy, siFedex, siKlarna, siPaypal, siPrestashop, siSap, siShopify, siShopware, siSquarespace, siStripe, siUps, siUsps, siWix, siWoocommerce, type SimpleIcon } from 'simple-icons';
import type { Integration } from '@/lib/features/content';
import type { MarkIcon, StoredMark } from './shared/types';

const ICONS: Record<MarkIcon, SimpleIcon> = {
  shopify: siShopify,
  sap: siSap,
  fedex: siFedex,
  ups: siUps,
  dhl: siDhl,
  usps: siUsps,
  dpd: siDpd,
  woocommerce: siWoocommerce,
  bigcommerce: siBigcommerce,
  prestashop: siPrestashop,
  shopware: siShopware,
  wix: siWix,
  squarespace: siSquarespace,
  ebay: siEbay,
  etsy: siEtsy,
  klarna: siKlarna,
  paypal: siPaypal,
  stripe: siStripe,
};

/** An icon no longer on the list (a stored row older than a change to it) falls back to the name as a wordmark. */
export function drawnMark(mark: StoredMark, name: string): Integration['mark'] {
  if (mark.kind === 'wordmark') return mark;
  const icon = ICONS[mark.icon];
  return icon ? { kind: 'icon', icon, caption: mark.caption } : { kind: 'wordmark', lines: [name], color: '#1f2937' };
}
