import { describe, expect, it } from 'vitest';
import { pathsByLanguage } from './paths';

describe('pathsByLanguage', () => {
  const byLanguage = pathsByLanguage((entry) => `/things/${entry.slug}`);

  it('gives the entry’s page in its language, and its translation’s in the other', () => {
    expect(byLanguage({ slug: 'a', language: 'en' }, null)).toEqual({ en: '/things/a' });
    expect(byLanguage({ slug: 'a', language: 'en' }, { slug: 'b', language: 'es' })).toEqual({ en: '/things/a', es: '/things/b' });
    expect(byLanguage({ slug: 'b', language: 'es' }, { slug: 'a', language: 'en' })).toEqual({ es: '/things/b', en: '/things/a' });
  });

  it('never lets a "translation" in the same language replace the entry’s own page', () => {
    expect(byLanguage({ slug: 'a', language: 'en' }, { slug: 'b', language: 'en' })).toEqual({ en: '/things/a' });
  });
});
