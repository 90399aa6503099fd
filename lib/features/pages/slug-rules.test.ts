import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKeys, pages } from '@/lib/infra/routing/pages';
import { slugProblem } from './slug-rules';

describe('a new page’s slug', () => {
  it('is refused wherever the app has a route, in both languages', () => {
    const routes = readdirSync(join(process.cwd(), 'app/[locale]/(site)'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
      .map((entry) => entry.name);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) for (const language of ['en', 'es'] as const) expect(slugProblem(language, route), `${language}/${route}`).toBe('slug-reserved');
  });

  it('is refused for every page of the catalogue in either language’s name, and for legacy names', () => {
    for (const key of pageKeys) {
      const names = [pages[key].path, pages[key].es, ...pages[key].legacy.map((name) => `/${name.toLowerCase()}`)].map((path) => path.split('/')[1]).filter(Boolean);
      for (const name of names) for (const language of ['en', 'es'] as const) expect(slugProblem(language, name!), `${language}/${name}`).not.toBeNull();
    }
  });

  it('is accepted when free, lower case with hyphens, at most 80 characters', () => {
    expect(slugProblem('en', 'pricing')).toBeNull();
    expect(slugProblem('es', 'precios-2026')).toBeNull();
    expect(slugProblem('en', 'a'.repeat(80))).toBeNull();
    for (const slug of ['a'.repeat(81), 'Pricing', 'pricing/annual', 'pricing%2f', '', 'javascript:alert(1)']) expect(slugProblem('en', slug), slug).toBe('slug-invalid');
  });
});
