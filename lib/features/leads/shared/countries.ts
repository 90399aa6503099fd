/**
 * Countries for the demo form: ISO 3166-1 alpha-2 codes, named in the visitor's language by the
 * platform's `Intl.DisplayNames` (no name tables shipped), and the visitor's likely country from the
 * request (a CDN's geolocation header, else the region of the preferred language).
 */
import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';

// ISO 3166-1 alpha-2, officially assigned codes (Antarctica and uninhabited territories left out).
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');
const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

export interface CountryOption {
  code: string;
  name: string;
}

/** Every country, named and sorted for `locale`. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The country select's options as HTML: the placeholder, then every country, `selected` marking
 * the chosen one. Set as the select's inner HTML, so React creates and hydrates one element rather
 * than some 250 (they were most of the demo page's elements).
 */
export function countryOptionsHtml(placeholder: string, options: readonly CountryOption[], selected = ''): string {
  const option = (value: string, label: string) =>
    `<option value="${escapeHtml(value)}"${value && value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  return option('', placeholder) + options.map(({ code, name }) => option(code, name)).join('');
}

/** A country's English name, as the CRM receives it. */
export function englishCountryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** Geolocation headers set by common CDNs and load balancers, most specific first. */
const GEO_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
  'fastly-geo-country-code',
  'x-country-code',
];

/** The regional subtag of a language tag (`es-MX` → `MX`, `en-419` → none). */
function regionOfLanguageTag(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag.trim()).region;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's likely country: a CDN's header when one is present and names a real country,
 * else the region of the first `Accept-Language` entry that has one.
 */
export function countryFromHeaders(headers: Pick<Headers, 'get'>): string | undefined {
  for (const name of GEO_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && isCountryCode(value)) return value;
  }
  const languages = (headers.get('accept-language') ?? '')
    .split(',')
    .slice(0, 8)
    .map((part) => part.split(';')[0] ?? '');
  for (const tag of languages) {
    const region = regionOfLanguageTag(tag)?.toUpperCase();
    if (region && isCountryCode(region)) return region;
  }
  return undefined;
}
