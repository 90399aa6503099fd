import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('prefers the locale cookie', () => {
    expect(negotiateLocale({ cookie: 'es', acceptLanguage: 'en-US,en;q=0.9' })).toBe('es');
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'es-ES' })).toBe('en');
  });

  it('ignores a cookie that names no supported locale', () => {
    expect(negotiateLocale({ cookie: 'fr', acceptLanguage: 'es' })).toBe('es');
    expect(negotiateLocale({ cookie: '', acceptLanguage: 'es' })).toBe('es');
  });

  it('then uses Accept-Language, with regions and weights', () => {
    expect(negotiateLocale({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(negotiateLocale({ acceptLanguage: 'fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4' })).toBe('es');
    expect(negotiateLocale({ acceptLanguage: 'en-GB' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'es;q=0,en' })).toBe('en');
  });

  it('falls back to English', () => {
    expect(negotiateLocale({})).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'de-DE,fr' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: ';;;garbage' })).toBe('en');
  });
});
