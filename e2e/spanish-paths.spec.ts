import { expect, test } from './support/fixtures';
import { rawGet, rawRequest } from './support/raw-http';
import { localizedPath, oldSpanishPath, publicPageKeys } from './support/routes';
import { E2E_BASE_URL } from './support/server-env.mjs';
import { Site } from './support/site';
import { pages, subPages } from '../lib/infra/routing/pages';

/** The `href` of each `<link rel="…">` of a document, by `rel` and `hreflang`. */
function headLinks(html: string): { rel: string; hreflang: string; href: string }[] {
  return [...html.matchAll(/<link\s[^>]*>/gi)].map(([tag]) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '';
    return { rel: attribute('rel'), hreflang: attribute('hreflang'), href: attribute('href').replaceAll('&amp;', '&') };
  });
}

const hrefOf = (html: string, rel: string, hreflang = '') => headLinks(html).find((link) => link.rel === rel && link.hreflang.toLowerCase() === hreflang)?.href;

/** Pages whose Spanish address differs from the English one (all but the home page, the blog and the demo page). */
const renamed = publicPageKeys.filter((key) => pages[key].es !== pages[key].path);

test('every Spanish page answers 200 at its Spanish address, canonical and hreflang naming it and the English one', async ({ request, baseURL }) => {
  expect(renamed.length).toBeGreaterThan(15);
  for (const key of publicPageKeys) {
    const es = localizedPath('es', key);
    const en = localizedPath('en', key);
    expect(es, key).toMatch(/^\/es(\/[a-z0-9-]+)*$/);
    const response = await request.get(es, { maxRedirects: 0 });
    expect(response.status(), es).toBe(200);
    const html = await response.text();
    expect(html, es).toContain('<html lang="es"');
    expect(hrefOf(html, 'canonical'), es).toBe(`${baseURL}${es}`);
    expect(hrefOf(html, 'alternate', 'es'), es).toBe(`${baseURL}${es}`);
    expect(hrefOf(html, 'alternate', 'en'), es).toBe(`${baseURL}${en}`);
    expect(hrefOf(html, 'alternate', 'x-default'), es).toBe(`${baseURL}${en}`);
    // No link of the page leads to an old Spanish address.
    for (const old of renamed.map(oldSpanishPath)) expect(html, `${es} links to ${old}`).not.toMatch(new RegExp(`href="${old}(["?#/])`));
  }
});

test('every old Spanish address answers one 308 to the Spanish one, its query kept', async () => {
  for (const key of renamed) {
    const old = oldSpanishPath(key);
    const plain = await rawGet(E2E_BASE_URL, old);
    expect(plain.status, old).toBe(308);
    expect(new URL(plain.headers['location']!, E2E_BASE_URL).pathname, old).toBe(localizedPath('es', key));
    const queried = await rawGet(E2E_BASE_URL, `${old}?utm_source=mail&ref=a%20b`);
    expect(queried.status, old).toBe(308);
    const target = new URL(queried.headers['location']!, E2E_BASE_URL);
    expect(target.pathname, old).toBe(localizedPath('es', key));
    expect([...target.searchParams], old).toEqual([['utm_source', 'mail'], ['ref', 'a b']]);
  }
  // Below a page: content detail pages keep their slug, named sub-pages get their Spanish name.
  const below: [string, string][] = [
    ['/es/careers/representante-de-desarrollo-de-ventas?x=1', '/es/empleo/representante-de-desarrollo-de-ventas?x=1'],
    ['/es/integrations/collect-plus', '/es/integraciones/collect-plus'],
    ['/es/customers/marca-de-calzado-reduce-devoluciones', '/es/clientes/marca-de-calzado-reduce-devoluciones'],
    ...Object.entries(subPages).map(([path, { es }]): [string, string] => [`/es${path}?token=abc`, `/es${es}?token=abc`]),
  ];
  for (const [from, to] of below) {
    const response = await rawGet(E2E_BASE_URL, from);
    expect(response.status, from).toBe(308);
    const target = new URL(response.headers['location']!, E2E_BASE_URL);
    expect(target.pathname + target.search, from).toBe(to);
  }
});

test('Spanish detail pages answer at their Spanish addresses', async ({ request }) => {
  for (const path of ['/es/empleo/representante-de-desarrollo-de-ventas', '/es/integraciones/collect-plus', '/es/clientes/marca-de-calzado-reduce-devoluciones']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(hrefOf(await response.text(), 'canonical'), path).toBe(`${E2E_BASE_URL}${path}`);
  }
});

test('legacy CamelCase names land on the Spanish address in one hop', async () => {
  const cases: [string, string, string?][] = [
    ['/es/SolutionsReturns', '/es/soluciones/devoluciones'],
    ['/SolutionsReturns', '/es/soluciones/devoluciones', 'es-ES,es;q=0.9'],
    ['/SolutionsReturns', '/en/solutions-returns', 'en-US,en;q=0.9'],
    ['/es/Careers', '/es/empleo'],
    ['/Contact', '/es/contacto', 'es'],
    ['/es/Contacto', '/es/contacto'],
    ['/en/contacto', '/en/contact'],
  ];
  for (const [from, to, language] of cases) {
    const host = new URL(E2E_BASE_URL).host;
    const response = language
      ? await rawRequest(E2E_BASE_URL, `GET ${from} HTTP/1.1\r\nHost: ${host}\r\nAccept-Language: ${language}\r\nConnection: close\r\n\r\n`)
      : await rawGet(E2E_BASE_URL, from);
    expect(response.status, from).toBe(308);
    expect(new URL(response.headers['location']!, E2E_BASE_URL).pathname, from).toBe(to);
  }
});

test('the language switch goes from an English solution page to its Spanish address and back', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/solutions-trade-ins');
  await expect(site.languageLinks().filter({ hasText: 'ES' })).toHaveAttribute('href', '/es/soluciones/recompras');
  await site.languageLinks().filter({ hasText: 'ES' }).click();
  await expect(page).toHaveURL(/\/es\/soluciones\/recompras$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(site.languageLinks('Idioma').filter({ hasText: 'EN' })).toHaveAttribute('href', '/en/solutions-trade-ins');
  await site.languageLinks('Idioma').filter({ hasText: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/solutions-trade-ins$/);
  // A detail page: the switch names the Spanish prefix.
  await site.visit('/es/empleo/representante-de-desarrollo-de-ventas');
  await expect(site.languageLinks('Idioma').filter({ hasText: 'ES' })).toHaveAttribute('href', '/es/empleo/representante-de-desarrollo-de-ventas');
});

test('the sitemap lists Spanish pages at their Spanish addresses only', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const key of publicPageKeys.filter((candidate) => pages[candidate].index)) {
    expect(urls, key).toContain(`${baseURL}${localizedPath('es', key)}`);
  }
  const links = [...xml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
  for (const url of [...urls, ...links].filter((candidate) => candidate.startsWith(`${baseURL}/es/`))) {
    const rest = url.slice(`${baseURL}/es`.length);
    for (const key of renamed) expect(rest === pages[key].path || rest.startsWith(`${pages[key].path}/`), url).toBe(false);
  }
});
