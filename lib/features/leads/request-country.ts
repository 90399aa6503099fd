import { countryFromHeaders, isCountryCode } from './shared/countries';

/** The country a request suggests (a CDN's header, else the browser's language), for forms that do not ask for one. */
export function requestCountry(headers: Headers): string | null {
  const country = countryFromHeaders(headers);
  return country && isCountryCode(country) ? country : null;
}
