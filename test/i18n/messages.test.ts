import { describe, expect, it } from 'vitest';
import enCopy from '@/lib/features/content/copy/en.json';
import esCopy from '@/lib/features/content/copy/es.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { mergeMessages, messageAt, messageKeys } from '@/lib/infra/i18n/merge-messages';

const leaf = (messages: unknown, key: string) => String(messageAt(messages, key));

/** ICU arguments: `{name}` or `{name, plural, …}` (not the text of plural branches). */
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe.each([
  ['message catalogues', en, es],
  ['pages\' copy (lib/features/content/copy)', enCopy, esCopy],
] as const)('%s', (_, en, es) => {
  it('have the same keys in English and Spanish', () => {
    expect(messageKeys(es).sort()).toEqual(messageKeys(en).sort());
  });

  it('have no empty texts', () => {
    for (const [name, catalogue] of [['en', en], ['es', es]] as const) {
      const empty = messageKeys(catalogue).filter((key) => !leaf(catalogue, key).trim());
      expect(empty, name).toEqual([]);
    }
  });

  it('use the same figures in both languages (charts, stats)', () => {
    for (const key of messageKeys(en)) {
      const value = messageAt(en, key);
      if (typeof value === 'number') expect(messageAt(es, key), key).toBe(value);
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of messageKeys(en)) {
      expect(placeholders(leaf(es, key)), key).toEqual(placeholders(leaf(en, key)));
    }
  });
});

describe('message catalogues', () => {
  it('hold texts only: lists and figures are copy (next-intl compiles each text; a list would become an object)', () => {
    for (const catalogue of [en, es]) {
      const other = messageKeys(catalogue).filter((key) => typeof messageAt(catalogue, key) !== 'string');
      expect(other).toEqual([]);
      const lists = (node: unknown): boolean => Array.isArray(node) || (typeof node === 'object' && node !== null && Object.values(node).some(lists));
      expect(lists(catalogue)).toBe(false);
    }
  });

  it('and the copy share no key', () => {
    const copyKeys = new Set(messageKeys(enCopy));
    expect(messageKeys(en).filter((key) => copyKeys.has(key))).toEqual([]);
  });

  it('keep the exact texts the specification quotes', () => {
    expect(en.NotFound).toMatchObject({
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist or has been moved.',
      home: 'Go to Home',
    });
    expect(en.CookieBanner.acceptAll).toBe('Accept All');
    expect(en.Header).toMatchObject({
      brandsUniverse: 'Brands Universe',
      threePlUniverse: '3PL Universe',
      resources: 'Resources',
      integrations: 'Integrations',
      fixMyMargins: 'Fix My Margins',
    });
    expect(en.Pages.home.heading).toBe('Inspect and Return Anywhere!');
    expect(en.Pages.integrations.heading).toBe('Powerful Integrations');
    expect(es.Pages.integrations.heading).toBe('Integraciones Poderosas');
    expect(en.BlogPostUnavailable).toMatchObject({
      missingTitle: 'No blog post specified',
      notFoundTitle: 'Post Not Found',
      notFoundMessage: 'Blog post not found',
      description: "The blog post you're looking for could not be loaded.",
      back: 'Return to Blog',
    });
    expect(en.Forms.demo).toMatchObject({
      submitting: 'Submitting...',
      successTitle: 'Thank You!',
      error: 'There was an error submitting your request. Please try again.',
    });
    expect(en.Forms.contact).toMatchObject({
      sending: 'Sending...',
      sentTitle: 'Message Sent!',
      sendAnother: 'Send Another Message',
      error: 'There was an error submitting your message. Please try again.',
    });
    expect(es.Forms.contact.error).toBe('Hubo un error al enviar tu mensaje. Por favor, inténtalo de nuevo.');
    expect(en.RateLimit).toMatchObject({ title: 'API Rate Limit Exceeded', retryIn: 'Retry in {n}s' });
    expect(en.ContactPage).toMatchObject({ callTitle: 'Call Us', emailTitle: 'Email Us' });
  });

  it.each([
    ['en', en],
    ['es', es],
  ])('%s: the menu names a page as the page names itself', (_, messages) => {
    const names = messages.PageNames as Record<string, string>;
    const menu = Object.entries(messages.Header.links).filter(([key]) => key in names);
    expect(menu.length).toBeGreaterThan(8);
    for (const [key, label] of menu) expect(label, key).toBe(names[key]);
  });

  it.each([
    ['en', en],
    ['es', es],
  ])('%s: every way back home is worded the same', (_, messages) => {
    const backs = new Set([messages.ContactPage.back, messages.Forms.demo.backHome, messages.SolutionPage.backToHome, messages.About.backToHome]);
    expect([...backs]).toHaveLength(1);
  });
});

describe('mergeMessages', () => {
  it('replaces lists whole', () => {
    expect(mergeMessages({ L: ['a', 'b', 'c'] }, { L: ['x'] })).toEqual({ L: ['x'] });
  });

  it('falls back key by key', () => {
    expect(mergeMessages({ A: { x: 'x', y: 'y' }, B: 'b' }, { A: { x: 'equis' } })).toEqual({
      A: { x: 'equis', y: 'y' },
      B: 'b',
    });
  });
});
