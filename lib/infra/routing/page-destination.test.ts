import { describe, expect, it } from 'vitest';
import { isPlainClick, pageDestination } from './page-destination';

const here = 'https://otailo.example/en/about?ref=nav';
const link = (href: string, extra: { target?: string; download?: boolean } = {}) =>
  pageDestination({ href, target: extra.target ?? '', download: extra.download ?? false }, here);

describe('pageDestination', () => {
  it('keeps the pages of this site in the app, with their query and fragment', () => {
    expect(link('/es/contact')?.href).toBe('https://otailo.example/es/contact');
    expect(link('/en')?.pathname).toBe('/en');
    expect(link('/en/blog?page=2&category=3pl')?.search).toBe('?page=2&category=3pl');
    expect(link('/en/careers#openings')?.hash).toBe('#openings');
    expect(link('careers')?.pathname).toBe('/en/careers');
    expect(link('/en/blog/photo-first-returns', { target: '_self' })).not.toBeNull();
  });

  it('leaves to the browser what the router must not open', () => {
    expect(link('https://elsewhere.example/en/about')).toBeNull();
    expect(link('/en/feed.xml')).toBeNull();
    expect(link('/api/health')).toBeNull();
    expect(link('/uploads/2026/photo.webp')).toBeNull();
    expect(link('/sitemap.xml')).toBeNull();
    expect(link('/fr/about')).toBeNull();
    expect(link('/english')).toBeNull();
    expect(link('mailto:hello@otailo.example')).toBeNull();
    expect(link('/en/contact', { target: '_blank' })).toBeNull();
    expect(link('/en/privacy-policy', { download: true })).toBeNull();
  });

  it('lets the browser jump within the page being read', () => {
    expect(link('#main')).toBeNull();
    expect(link('/en/about?ref=nav#team')).toBeNull();
    expect(link('/en/about#team')?.pathname).toBe('/en/about');
  });
});

describe('isPlainClick', () => {
  const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('takes a main-button click with no modifier that nothing handled yet', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it('leaves modified, other-button and already handled clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
