import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/infra/routing/routing';
import { currentSitePath, internalPathOf, internalRest, localizedPath, localizedRest, nextIntlPathnames, pagePath } from './localized-paths';
import { pageKeys, pages, subPages } from './pages';

describe('Spanish addresses', () => {
  it('names every page with a short, lower-case, ASCII, hyphenated Spanish path, each a different one', () => {
    const spanish = pageKeys.map((key) => pages[key].es);
    for (const path of spanish) expect(path).toMatch(/^(|(\/[a-z0-9]+(-[a-z0-9]+)*)+)$/);
    expect(new Set(spanish).size).toBe(spanish.length);
    // No Spanish path is another page's English one (a request could not tell which was meant).
    for (const key of pageKeys) {
      const other = pageKeys.find((candidate) => candidate !== key && pages[candidate].path === pages[key].es);
      expect(other).toBeUndefined();
    }
  });

  it.each(pageKeys)('%s: English stays, Spanish is its own path, and each maps back', (key) => {
    const { path, es } = pages[key];
    expect(pagePath('en', key)).toBe(`/en${path}`);
    expect(pagePath('es', key)).toBe(`/es${es}`);
    expect(localizedPath('es', key)).toBe(pagePath('es', key));
    expect(internalPathOf('es', es)).toBe(path);
    expect(internalPathOf('en', path)).toBe(path);
    if (es !== path) {
      expect(internalRest('es', es)).toBe(path);
      // The old Spanish address is not a Spanish address any more.
      expect(internalRest('es', path)).toBeNull();
    }
  });

  it.each(Object.entries(subPages))('%s → %s and back', (path, { es }) => {
    expect(localizedPath('es', path as `/${string}`)).toBe(`/es${es}`);
    expect(localizedPath('en', path as `/${string}`)).toBe(`/en${path}`);
    expect(internalRest('es', es)).toBe(path);
  });

  it('keeps dynamic segments, queries and fragments under the Spanish path', () => {
    expect(localizedPath('es', '/careers/returns-lead')).toBe('/es/empleo/returns-lead');
    expect(localizedPath('es', { pathname: '/integrations/[slug]', params: { slug: 'shopify' } })).toBe('/es/integraciones/shopify');
    expect(localizedPath('es', { pathname: '/customers/[slug]', params: { slug: 'acme co' }, query: 'a=1' })).toBe('/es/clientes/acme%20co?a=1');
    expect(localizedPath('es', '/roi-calculator?orders=5&currency=EUR')).toBe('/es/calculadora-roi?orders=5&currency=EUR');
    expect(localizedPath('es', '/careers#careers-openings')).toBe('/es/empleo#careers-openings');
    expect(localizedPath('es', '/demo/book?ticket=x')).toBe('/es/demo/reservar?ticket=x');
    expect(localizedPath('es', '/trust/feed.xml')).toBe('/es/confianza/feed.xml');
    expect(internalRest('es', '/empleo/returns-lead')).toBe('/careers/returns-lead');
    expect(internalRest('es', '/confianza/feed.xml')).toBe('/trust/feed.xml');
  });

  it('leaves the home page, blog posts, the admin area and unknown paths as they are', () => {
    expect(localizedPath('es', '')).toBe('/es');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('es', '/blog/guia-rapida')).toBe('/es/blog/guia-rapida');
    expect(localizedPath('es', '/manage/posts/1')).toBe('/es/manage/posts/1');
    expect(localizedPath('es', '/feed.xml')).toBe('/es/feed.xml');
    expect(localizedRest('es', '/careersx')).toBe('/careersx');
    expect(internalRest('es', '/blog/x')).toBeNull();
    expect(internalRest('es', '/empleox')).toBeNull();
  });

  it('gives next-intl the same table', () => {
    const pathnames = nextIntlPathnames(routing.locales);
    expect(pathnames['/solutions-returns']).toEqual({ en: '/solutions-returns', es: '/soluciones/devoluciones' });
    expect(pathnames['/careers/[slug]']).toEqual({ en: '/careers/[slug]', es: '/empleo/[slug]' });
    expect(pathnames['/']).toEqual({ en: '/', es: '/' });
    expect(routing.pathnames).toEqual(pathnames);
  });
});

describe('currentSitePath', () => {
  it('moves old Spanish addresses to the Spanish ones and leaves the rest alone', () => {
    expect(currentSitePath('/es/careers/old?utm_source=x')).toBe('/es/empleo/old?utm_source=x');
    expect(currentSitePath('/es/solutions-returns')).toBe('/es/soluciones/devoluciones');
    expect(currentSitePath('/es/empleo/old')).toBe('/es/empleo/old');
    expect(currentSitePath('/en/careers/old')).toBe('/en/careers/old');
    expect(currentSitePath('/es/blog/x')).toBe('/es/blog/x');
    expect(currentSitePath('/es/manage/posts')).toBe('/es/manage/posts');
    expect(currentSitePath('https://example.com/es/careers')).toBe('https://example.com/es/careers');
    expect(currentSitePath('/es')).toBe('/es');
  });
});
