import { describe, expect, it, vi } from 'vitest';

// A Spanish blog address the route table might give one day (docs/spanish-paths.md).
vi.mock('@/lib/infra/routing/localized-paths', async (original) => {
  const real = await original<typeof import('@/lib/infra/routing/localized-paths')>();
  return { ...real, localizedPath: (...args: Parameters<typeof real.localizedPath>) => real.localizedPath(...args).replace(/^\/es\/blog(?=\/|$)/, '/es/articulos') };
});

const { postUrl } = await import('./digests');

describe('a digest’s post links', () => {
  it('follow the route table, so a Spanish blog address reaches the mails too', () => {
    expect(postUrl('https://otailo.test', 'en', { slug: 'why' })).toBe('https://otailo.test/en/blog/why');
    expect(postUrl('https://otailo.test', 'es', { slug: 'por-que' })).toBe('https://otailo.test/es/articulos/por-que');
  });
});
