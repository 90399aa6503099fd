import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/infra/routing/routing';
import { pages } from './pages';
import { resolveRequestPath, type Decision } from './canonical';
import { publicPathname } from './internal-routes';

function resolve(url: string, negotiatedLocale: Locale = 'en'): Decision {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return resolveRequestPath({ pathname, searchParams, negotiatedLocale });
}

const redirect = (location: string, negotiated: boolean): Decision => ({ kind: 'redirect', location, negotiated });

describe('legacy page names', () => {
  const legacy = Object.entries(pages).flatMap(([, page]) => page.legacy.map((name) => [name, page.path, page.es] as const));

  it('covers every legacy name of the route table', () => {
    expect(legacy.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Home', 'About', 'Contact', 'Blog', 'Integrations', 'Careers', 'PrivacyPolicy', 'CookiePolicy',
        'PrivacyNotice', 'SolutionsReturns', 'solutionsreturns', 'SolutionsRecalls', 'solutionsrecalls',
        'SolutionsWarranty', 'solutionswarranty', 'SolutionsTradeIns', 'Solutions3PLSmartSOP',
        'Solutions3PLNextBestShelf', 'SolutionsAnalytics', 'SizingAnalytics', 'WarehouseInspectionModule',
      ]),
    );
  });

  it.each(legacy)('%s without a locale → one 308 to the negotiated locale\'s address', (name, path, es) => {
    expect(resolve(`/${name}`, 'es')).toEqual(redirect(`/es${es}`, true));
    expect(resolve(`/${name}`, 'en')).toEqual(redirect(`/en${path}`, true));
  });

  it.each(legacy)('%s with a locale prefix → one 308 to that locale\'s address', (name, path, es) => {
    expect(resolve(`/es/${name}`, 'en')).toEqual(redirect(`/es${es}`, false));
    expect(resolve(`/en/${name}`, 'es')).toEqual(redirect(`/en${path}`, false));
  });

  it.each([
    ['/ABOUT', '/en/about'],
    ['/about', '/en/about'],
    ['/AbOuT', '/en/about'],
    ['/solutions-returns', '/en/solutions-returns'],
    ['/SOLUTIONS-RETURNS', '/en/solutions-returns'],
    ['/solutions_returns', '/en/solutions-returns'],
    ['/Solutions-3PL-Smart-SOP', '/en/solutions-3pl-smart-sop'],
    ['/solutions3plnextbestshelf', '/en/solutions-3pl-next-best-shelf'],
    ['/sizinganalytics', '/en/sizing-analytics'],
    ['/warehouseinspectionmodule', '/en/warehouse-inspection-module'],
    ['/solutionstradeins', '/en/solutions-trade-ins'],
    ['/EN/Careers', '/en/careers'],
    ['/es/PRIVACY-POLICY', '/es/politica-de-privacidad'],
    ['/es/Contacto', '/es/contacto'],
    ['/ES/empleo', '/es/empleo'],
    ['/en/home', '/en'],
    ['/Home', '/en'],
  ])('%s → %s (any case, with or without hyphens)', (from, to) => {
    expect(resolve(from)).toMatchObject({ kind: 'redirect', location: to });
  });
});

describe('the site root', () => {
  it('sends / to the negotiated locale, uncacheable', () => {
    expect(resolve('/', 'es')).toEqual(redirect('/es', true));
    expect(resolve('/', 'en')).toEqual(redirect('/en', true));
  });

  it('leaves canonical locale roots alone', () => {
    expect(resolve('/en')).toEqual({ kind: 'pass' });
    expect(resolve('/es?utm_source=x')).toEqual({ kind: 'pass' });
  });

  it('lower-cases an upper-case locale', () => {
    expect(resolve('/ES')).toEqual(redirect('/es', false));
  });
});

describe('canonical paths pass through', () => {
  it.each(Object.values(pages).filter((page) => page.path).map((page) => [page.path, page.es] as const))('/en%s, /es%s', (path, es) => {
    expect(resolve(`/en${path}`)).toEqual({ kind: 'pass' });
    // The Spanish address is served from the internal route; the old one moves there, query and all.
    if (es === path) {
      expect(resolve(`/es${path}?anything=else`)).toEqual({ kind: 'pass' });
    } else {
      expect(resolve(`/es${es}?anything=else`)).toEqual({ kind: 'rewrite', pathname: `/es${path}` });
      expect(resolve(`/es${path}?anything=else&utm_source=x`)).toEqual(redirect(`/es${es}?anything=else&utm_source=x`, false));
      // The Spanish name under the English prefix leads to the English page.
      expect(resolve(`/en${es}?a=1`)).toEqual(redirect(`/en${path}?a=1`, false));
    }
  });

  it('moves old Spanish addresses below a page to their Spanish names, query kept', () => {
    expect(resolve('/es/careers/returns-lead?ref=x')).toEqual(redirect('/es/empleo/returns-lead?ref=x', false));
    expect(resolve('/es/integrations/shopify')).toEqual(redirect('/es/integraciones/shopify', false));
    expect(resolve('/es/customers/acme')).toEqual(redirect('/es/clientes/acme', false));
    expect(resolve('/es/demo/book?ticket=t1&tz=Europe%2FMadrid')).toEqual(redirect('/es/demo/reservar?ticket=t1&tz=Europe%2FMadrid', false));
    expect(resolve('/es/demo/booking?token=abc')).toEqual(redirect('/es/demo/reserva?token=abc', false));
    expect(resolve('/es/trust/confirm?token=abc')).toEqual(redirect('/es/confianza/confirmar?token=abc', false));
    expect(resolve('/es/trust/feed.xml')).toEqual(redirect('/es/confianza/feed.xml', false));
    // Without a locale: straight to the negotiated language's address.
    expect(resolve('/careers/returns-lead', 'es')).toEqual(redirect('/es/empleo/returns-lead', true));
  });

  it('keeps the query of an old Spanish address byte for byte', () => {
    const { pathname, searchParams, search } = new URL('http://localhost/es/contact?ref=a%20b&x=%C3%B1&flag');
    expect(resolveRequestPath({ pathname, searchParams, search, negotiatedLocale: 'en' })).toEqual(redirect('/es/contacto?ref=a%20b&x=%C3%B1&flag', false));
    expect(resolveRequestPath({ pathname, searchParams: new URLSearchParams(), search: '', negotiatedLocale: 'en' })).toEqual(redirect('/es/contacto', false));
  });

  it('serves Spanish addresses below a page from the internal routes', () => {
    expect(resolve('/es/empleo/returns-lead')).toEqual({ kind: 'rewrite', pathname: '/es/careers/returns-lead' });
    expect(resolve('/es/integraciones/shopify')).toEqual({ kind: 'rewrite', pathname: '/es/integrations/shopify' });
    expect(resolve('/es/clientes/acme')).toEqual({ kind: 'rewrite', pathname: '/es/customers/acme' });
    expect(resolve('/es/demo/reservar?ticket=t1')).toEqual({ kind: 'rewrite', pathname: '/es/demo/book' });
    expect(resolve('/es/confianza/baja?token=x')).toEqual({ kind: 'rewrite', pathname: '/es/trust/unsubscribe' });
    expect(resolve('/es/confianza/feed.xml')).toEqual({ kind: 'rewrite', pathname: '/es/trust/feed.xml' });
    expect(resolve('/ES/empleo/x?a=1')).toEqual(redirect('/es/empleo/x?a=1', false));
  });

  it('leaves what has no Spanish name alone: blog posts, the admin area, the demo page', () => {
    expect(resolve('/es/blog/guia-rapida')).toEqual({ kind: 'pass' });
    expect(resolve('/es/manage/posts')).toEqual({ kind: 'pass' });
    expect(resolve('/es/demo')).toEqual({ kind: 'pass' });
    expect(resolve('/es/soluciones')).toEqual({ kind: 'pass' });
  });

  it('passes unknown paths on (they get a locale, then the 404 page)', () => {
    expect(resolve('/en/does-not-exist')).toEqual({ kind: 'pass' });
    expect(resolve('/nothing-here')).toEqual({ kind: 'pass' });
    expect(resolve('/en/a/b/c')).toEqual({ kind: 'pass' });
  });

  it('passes malformed percent-encoding on to the framework', () => {
    expect(resolve('/%E0%A4%A')).toEqual({ kind: 'pass' });
  });
});

describe('query parameters', () => {
  it('keeps category, search and page on the blog list, and drops the rest', () => {
    expect(resolve('/Blog?category=Returns&search=fit&page=2&foo=bar')).toEqual(
      redirect('/en/blog?category=Returns&search=fit&page=2', true),
    );
  });

  it('keeps campaign parameters everywhere', () => {
    expect(resolve('/About?utm_source=news&utm_campaign=q4&ref=x')).toEqual(
      redirect('/en/about?utm_source=news&utm_campaign=q4', true),
    );
  });

  it('does not carry blog filters to other pages', () => {
    expect(resolve('/Contact?category=x')).toEqual(redirect('/en/contact', true));
  });

  it('encodes kept values safely', () => {
    expect(resolve('/es/Blog?search=a%26b%20c')).toEqual(redirect('/es/blog?search=a%26b+c', false));
  });
});

describe('the blog list', () => {
  it('serves filtered views from the per-request route, keeping the URL', () => {
    expect(resolve('/en/blog?category=Returns')).toEqual({ kind: 'rewrite', pathname: '/en/blog-results' });
    expect(resolve('/es/blog?search=talla&page=2')).toEqual({ kind: 'rewrite', pathname: '/es/blog-results' });
    expect(resolve('/en/blog?page=2')).toEqual({ kind: 'rewrite', pathname: '/en/blog-results' });
    // The integrations directory: filtered views per request, the plain page static.
    expect(resolve('/en/integrations?q=ups')).toEqual({ kind: 'rewrite', pathname: '/en/integrations-results' });
    expect(resolve('/es/integraciones?group=shipping&status=live')).toEqual({ kind: 'rewrite', pathname: '/es/integrations-results' });
    expect(resolve('/es/integrations?group=shipping&status=live')).toEqual(redirect('/es/integraciones?group=shipping&status=live', false));
    expect(resolve('/es/integraciones')).toEqual({ kind: 'rewrite', pathname: '/es/integrations' });
    expect(resolve('/en/integrations?q=%20')).toEqual({ kind: 'pass' });
    expect(resolve('/en/integrations?category=Returns')).toEqual({ kind: 'pass' });
    expect(resolve('/Integrations?group=oms&x=1')).toMatchObject({ kind: 'redirect', location: '/en/integrations?group=oms' });
    // A post's language switch lands on the list, which leads on to the translation.
    expect(resolve('/es/blog?translationOf=photo-first-returns')).toEqual({ kind: 'rewrite', pathname: '/es/blog-results' });
  });

  it('serves a calculator result (its inputs in the query) per request; the plain calculator stays static', () => {
    expect(resolve('/en/roi-calculator?orders=5000&aov=80')).toEqual({ kind: 'rewrite', pathname: '/en/roi-calculator-results' });
    expect(resolve('/es/calculadora-roi?currency=EUR')).toEqual({ kind: 'rewrite', pathname: '/es/roi-calculator-results' });
    expect(resolve('/es/roi-calculator?currency=EUR')).toEqual(redirect('/es/calculadora-roi?currency=EUR', false));
    expect(resolve('/en/roi-calculator?utm_source=x')).toEqual({ kind: 'pass' });
    expect(resolve('/ROI-Calculator?orders=7&junk=1')).toMatchObject({ kind: 'redirect', location: '/en/roi-calculator?orders=7' });
    expect(publicPathname('/roi-calculator-results')).toBe('/roi-calculator');
  });

  it('is still the blog list for the language switcher and the navigation', () => {
    expect(publicPathname('/blog-results')).toBe('/blog');
    expect(publicPathname('/integrations-results')).toBe('/integrations');
    expect(publicPathname('/blog/x')).toBe('/blog/x');
  });

  it('serves the plain list (and lists with blank or unrelated parameters) from the cache', () => {
    expect(resolve('/en/blog')).toEqual({ kind: 'pass' });
    expect(resolve('/en/blog?search=%20&category=')).toEqual({ kind: 'pass' });
    expect(resolve('/en/blog?utm_source=news')).toEqual({ kind: 'pass' });
  });
});

describe('blog posts', () => {
  it('sends /BlogPost?slug=S to the post, lower-cased', () => {
    expect(resolve('/BlogPost?slug=Returns-Playbook', 'es')).toEqual(redirect('/es/blog/returns-playbook', true));
    expect(resolve('/en/blogpost?slug=a-post')).toEqual(redirect('/en/blog/a-post', false));
    expect(resolve('/blog-post?slug=a-post&utm_medium=email')).toEqual(redirect('/en/blog/a-post?utm_medium=email', true));
  });

  it('percent-encodes non-ASCII slugs', () => {
    expect(resolve('/BlogPost?slug=gu%C3%ADa')).toEqual(redirect('/en/blog/gu%C3%ADa', true));
  });

  it('shows the "No blog post specified" screen without a usable slug', () => {
    expect(resolve('/BlogPost')).toEqual({ kind: 'rewrite', pathname: '/en/blogpost' });
    expect(resolve('/es/BlogPost?slug=')).toEqual({ kind: 'rewrite', pathname: '/es/blogpost' });
    expect(resolve('/BlogPost?slug=../../etc', 'es')).toEqual({ kind: 'rewrite', pathname: '/es/blogpost' });
    expect(resolve('/en/blogpost')).toEqual({ kind: 'pass' });
  });

  it('canonicalises post URLs', () => {
    expect(resolve('/en/blog/my-post')).toEqual({ kind: 'pass' });
    expect(resolve('/en/Blog/My-Post')).toEqual(redirect('/en/blog/my-post', false));
    expect(resolve('/blog/my-post', 'es')).toEqual(redirect('/es/blog/my-post', true));
  });
});

describe('admin', () => {
  it('opens the editor from /ManageBlogPost', () => {
    expect(resolve('/ManageBlogPost')).toEqual(redirect('/en/manage/posts/new', true));
    expect(resolve('/es/ManageBlogPost?slug=Guia-Rapida')).toEqual(
      redirect('/es/manage/posts/by-slug/guia-rapida', false),
    );
  });

  it('adds the locale to unprefixed admin paths and keeps their query', () => {
    expect(resolve('/manage?next=%2Fen%2Fmanage%2Fleads')).toEqual(
      redirect('/en/manage?next=%2Fen%2Fmanage%2Fleads', true),
    );
    expect(resolve('/manage/posts/new')).toEqual(redirect('/en/manage/posts/new', true));
    expect(resolve('/en/manage/posts/12')).toEqual({ kind: 'pass' });
  });
});
