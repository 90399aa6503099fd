import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { AdminTranslator } from './admin-screen';
import { Pager, pagerPages } from './Pager';

// next-intl's navigation needs Next.js's module resolution; the site's Link is a plain anchor with the locale's path.
vi.mock('@/lib/infra/routing/navigation', () => ({
  Link: ({ href, locale, ...props }: { href: string; locale: string }) => <a href={`/${locale}${href}`} {...props} />,
}));

const t = (locale: 'en' | 'es', messages: typeof en) => createTranslator({ locale, messages, namespace: 'Admin' }) as unknown as AdminTranslator;

describe('pagerPages', () => {
  it('links the first, the last and two either side of the current page', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 500)).toEqual([1, 2, 3, 'gap', 500]);
    expect(pagerPages(250, 500)).toEqual([1, 'gap', 248, 249, 250, 251, 252, 'gap', 500]);
    expect(pagerPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerPages(500, 500)).toEqual([1, 'gap', 498, 499, 500]);
  });
});

describe('Pager', () => {
  const props = { path: '/manage/redirects', filters: { q: 'old', status: undefined }, pageCount: 500, pageSize: 100, total: 50_000, list: 'Redirects' };

  it('is a named navigation of plain links that keep the filters, the current page marked', () => {
    const html = renderToStaticMarkup(<Pager locale="en" page={2} t={t('en', en)} {...props} />);
    expect(html).toContain('<nav aria-label="Pages of Redirects"');
    expect(html).toContain('101–200 of 50,000');
    expect(html).toContain('href="/en/manage/redirects?q=old" rel="prev"');
    expect(html).toContain('href="/en/manage/redirects?q=old&amp;page=3" rel="next"');
    expect(html).toContain('href="/en/manage/redirects?q=old&amp;page=2" aria-label="Page 2" aria-current="page"');
    expect(html).toContain('href="/en/manage/redirects?q=old&amp;page=500" aria-label="Page 500"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('speaks Spanish, and shows no links for a single page and nothing for an empty list', () => {
    const html = renderToStaticMarkup(<Pager locale="es" page={1} t={t('es', es)} {...props} pageCount={1} total={42} />);
    expect(html).toContain('aria-label="Páginas de Redirects"');
    expect(html).toContain('1–42 de 42');
    expect(html).not.toContain('<a');
    expect(renderToStaticMarkup(<Pager locale="es" page={1} t={t('es', es)} {...props} pageCount={1} total={0} />)).toBe('');
  });
});
