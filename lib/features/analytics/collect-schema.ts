/**
 * The collector's request body, validated (zod), and each event turned into a row's fields: only this
 * site's paths (query dropped but for UTM tags), the referrer's host alone, the device class from the
 * viewport width, the country from the proxy's header when it holds two letters.
 */
import * as z from 'zod/mini';
import { ANALYTICS_EVENTS, MAX_COLLECT_EVENTS, VITAL_RANGES, type VitalName } from './shared/events';

const url = z.string().check(z.maxLength(1000));

const pageview = z.object({ k: z.literal('pageview'), u: url, r: z.optional(url), w: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100_000))) });
const event = z.object({ k: z.literal('event'), n: z.enum(ANALYTICS_EVENTS), u: url, w: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100_000))) });
const vital = z
  .object({ k: z.literal('vital'), n: z.enum(Object.keys(VITAL_RANGES) as [VitalName, ...VitalName[]]), u: url, v: z.number().check(z.minimum(0)) })
  .check(z.refine((value) => Number.isFinite(value.v) && value.v <= VITAL_RANGES[value.n], { message: 'out of range', path: ['v'] }));

export const collectBody = z.object({ e: z.array(z.discriminatedUnion('k', [pageview, event, vital])).check(z.minLength(1), z.maxLength(MAX_COLLECT_EVENTS)) });
export type CollectBody = z.infer<typeof collectBody>;
export type ParsedEvent = CollectBody['e'][number];

/** The site's pages: a locale, then lowercase words, digits and dashes. */
const SITE_PATH = /^\/(en|es)(\/[a-z0-9][a-z0-9._~-]*)*\/?$/;
export const MAX_PATH_LENGTH = 200;
export const MAX_UTM_LENGTH = 100;

export interface PageFields {
  path: string;
  locale: 'en' | 'es';
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** The page's path and UTM tags, or null for anything but a page of this site. */
export function pageFields(address: string): PageFields | null {
  // A path of this origin, as the browser's script sends it (`location.pathname + location.search`).
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(address, 'http://site.invalid');
  } catch {
    return null;
  }
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/$/, '') : parsed.pathname;
  if (path.length > MAX_PATH_LENGTH || !SITE_PATH.test(path)) return null;
  const utm = (name: string) => {
    const value = parsed.searchParams.get(`utm_${name}`)?.trim();
    return value ? value.slice(0, MAX_UTM_LENGTH) : null;
  };
  return { path, locale: path.startsWith('/es') ? 'es' : 'en', utmSource: utm('source'), utmMedium: utm('medium'), utmCampaign: utm('campaign') };
}

/** The referrer's host (lowercase, no port), or null when missing, unreadable or this site. */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    const host = hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== siteHost.toLowerCase().replace(/^www\./, '').replace(/:\d+$/, '') ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}

/** mobile below 768 px, tablet below 1024 px, else desktop; null when the browser did not say. */
export function deviceClass(width: number | undefined): 'mobile' | 'tablet' | 'desktop' | null {
  if (width === undefined || width <= 0) return null;
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

/** Two uppercase letters from the proxy's header; not `XX` (unknown) or `T1` (Tor) and the like. */
export function countryFrom(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'ZZ' ? code : null;
}

/**
 * A Web Vital's value as kept: to the precision the dashboard shows (1 ms below a second, 10 ms
 * above; CLS to 0.001 below 1, 0.01 above). Finer digits change no figure shown, and without them
 * a page's day holds at most a few thousand distinct values, the size of its histogram in the
 * rollups (the p75 is computed from it exactly as from the raw values).
 */
export function quantizeVital(name: VitalName, value: number): number {
  if (name === 'CLS') return value < 1 ? Math.round(value * 1000) / 1000 : Math.round(value * 100) / 100;
  return value < 1000 ? Math.round(value) : Math.round(value / 10) * 10;
}
