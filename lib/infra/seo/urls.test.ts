import { describe, expect, it } from 'vitest';
import { languageAlternates } from './urls';

describe('languageAlternates', () => {
  const site = 'http://localhost:3000';

  it('names a page in every locale, and the default locale’s as x-default', () => {
    expect(languageAlternates('/about')).toEqual({ en: `${site}/en/about`, es: `${site}/es/sobre-nosotros`, 'x-default': `${site}/en/about` });
  });

  it('names a post and its translation under their own slugs', () => {
    expect(languageAlternates({ en: '/blog/photo-first-returns', es: '/blog/devoluciones-con-fotos-primero' })).toEqual({
      en: `${site}/en/blog/photo-first-returns`,
      es: `${site}/es/blog/devoluciones-con-fotos-primero`,
      'x-default': `${site}/en/blog/photo-first-returns`,
    });
  });

  it('names only the language a post without translation exists in', () => {
    expect(languageAlternates({ es: '/blog/solo-en-espanol' })).toEqual({
      es: `${site}/es/blog/solo-en-espanol`,
      'x-default': `${site}/es/blog/solo-en-espanol`,
    });
  });
});
