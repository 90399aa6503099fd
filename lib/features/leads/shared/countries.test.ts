import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryFromHeaders, countryOptions, countryOptionsHtml, englishCountryName, isCountryCode } from './countries';

const headers = (values: Record<string, string>) => new Headers(values);

describe('countries', () => {
  it('names every code in the visitor language, sorted for that language', () => {
    const es = countryOptions('es');
    expect(es).toHaveLength(COUNTRY_CODES.length);
    expect(es.find((option) => option.code === 'DE')?.name).toBe('Alemania');
    expect(countryOptions('en').find((option) => option.code === 'DE')?.name).toBe('Germany');
    const names = es.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  });

  it('sends English names to the CRM', () => {
    expect(englishCountryName('US')).toBe('United States');
    expect(englishCountryName('MX')).toBe('Mexico');
  });

  it('prefers a CDN geolocation header', () => {
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'de', 'accept-language': 'es-MX' }))).toBe('DE');
    expect(countryFromHeaders(headers({ 'x-vercel-ip-country': 'BR' }))).toBe('BR');
  });

  it('falls back to the region of the preferred language, skipping tags without one', () => {
    expect(countryFromHeaders(headers({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }))).toBe('MX');
    expect(countryFromHeaders(headers({ 'accept-language': 'es, en-GB;q=0.5' }))).toBe('GB');
    expect(countryFromHeaders(headers({ 'accept-language': 'es-419,es' }))).toBeUndefined();
  });

  it('ignores unknown or placeholder values', () => {
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'XX' }))).toBeUndefined();
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'T1', 'accept-language': 'garbage;;;' }))).toBeUndefined();
    expect(countryFromHeaders(headers({}))).toBeUndefined();
    expect(isCountryCode('ES')).toBe(true);
    expect(isCountryCode('es')).toBe(false);
  });

  it('writes the select\'s options as HTML: placeholder first, the chosen one selected, names escaped', () => {
    const html = countryOptionsHtml('Pick <one>', [{ code: 'ES', name: 'España' }, { code: 'XX', name: 'A & "B" <i>' }], 'ES');
    expect(html).toBe(
      '<option value="">Pick &lt;one&gt;</option>' +
        '<option value="ES" selected>España</option>' +
        '<option value="XX">A &amp; &quot;B&quot; &lt;i&gt;</option>',
    );
    // Every country of the locale, nothing chosen: only the placeholder is the default.
    const all = countryOptionsHtml('—', countryOptions('es'));
    expect(all.match(/<option /g)).toHaveLength(COUNTRY_CODES.length + 1);
    expect(all).not.toContain(' selected');
  });
});
