import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BLOCK_TYPES, blockSchemas, MAX_BLOCKS, pageBlock, pageBlocks, sampleBlocks, SAMPLE_UPLOAD, type BlockType, type PageBlock } from '.';
import { isSafeHref } from './fields';

const sample = <T extends BlockType>(type: T) => structuredClone(sampleBlocks('en')[type]);
/** The error codes (messages) of a refused value, with their paths. */
function refusal(type: BlockType, value: unknown) {
  const result = z.safeParse(blockSchemas[type], value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('block schemas', () => {
  it.each(BLOCK_TYPES.flatMap((type) => (['en', 'es'] as const).map((locale) => [type, locale] as const)))('accept the %s sample in %s', (type, locale) => {
    expect(refusal(type, sampleBlocks(locale)[type])).toEqual([]);
  });

  it('refuse a text longer than its bound', () => {
    expect(refusal('hero', { ...sample('hero'), heading: 'x'.repeat(121) })).toEqual(['heading:tooLong']);
    expect(refusal('hero', { ...sample('hero'), heading: 'x'.repeat(120) })).toEqual([]);
    expect(refusal('richText', { ...sample('richText'), body: 'x'.repeat(20_001) })).toEqual(['body:tooLong']);
  });

  it('refuse a blank required text (after trimming)', () => {
    expect(refusal('hero', { ...sample('hero'), heading: '   ' })).toEqual(['heading:required']);
  });

  it('let a demo button leave its text to the site’s demo label, and no other button', () => {
    expect(refusal('ctaBand', { ...sample('ctaBand'), primary: { href: '/demo' } })).toEqual([]);
    expect(refusal('ctaBand', { ...sample('ctaBand'), primary: { label: '  ', href: '/demo' } })).toEqual(['primary.label:required']);
    expect(refusal('ctaBand', { ...sample('ctaBand'), primary: { href: '/contact' } })).toEqual(['primary.label:required']);
    expect(refusal('pricing', { ...sample('pricing'), plans: [{ ...sample('pricing').plans[0]!, cta: { href: '/demo#top' } }] })).toEqual(['plans.0.cta.label:required']);
    // A back link always says where it goes.
    expect(refusal('hero', { ...sample('hero'), back: { href: '/demo' } })).toEqual([expect.stringMatching(/^back\.label:/)]);
  });

  it('tag stories only with a solution the site has, and take a band’s background from two', () => {
    expect(refusal('taggedStories', { ...sample('taggedStories'), solution: 'pricing' })).toEqual(['solution:invalid']);
    expect(refusal('steps', { ...sample('steps'), background: 'dark' })).toEqual(['background:invalid']);
    expect(refusal('outcomes', { ...sample('outcomes'), items: [] })).toEqual(['items:required']);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'http://example.com', '//evil.example', '/\\evil.example', 'https://user:pw@example.com', 'https://exa mple.com', '/a/../manage', 'mailto:a@b.c', 'demo'])(
    'refuse the link %j',
    (href) => {
      const hero = sample('hero');
      expect(refusal('hero', { ...hero, primary: { label: 'Go', href } })).toContain('primary.href:invalidUrl');
    },
  );

  it.each(['/demo', '/blog/photo-first-returns?ref=x#top', 'https://example.com/a?b=c'])('accept the link %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
    expect(refusal('ctaBand', { ...sample('ctaBand'), primary: { label: 'Go', href } })).toEqual([]);
  });

  it('refuse a stat without its source', () => {
    const stats = sample('stats');
    const { source: _source, ...withoutSource } = stats.items[0]!;
    expect(refusal('stats', { ...stats, items: [withoutSource] })).toEqual([expect.stringMatching(/^items\.0\.source:/)]);
    expect(refusal('stats', { ...stats, items: [{ ...stats.items[0], source: '' }] })).toEqual(['items.0.source:required']);
  });

  it('refuse more items than a list allows', () => {
    const stats = sample('stats');
    expect(refusal('stats', { ...stats, items: Array(7).fill(stats.items[1]) })).toEqual(['items:tooMany']);
    const faq = sample('faq');
    expect(refusal('faq', { ...faq, items: Array(21).fill(faq.items[0]) })).toEqual(['items:tooMany']);
    expect(refusal('faq', { ...faq, items: [] })).toEqual(['items:required']);
  });

  it('refuse media that is not a stored file of the right kind', () => {
    const hero = sample('hero');
    for (const src of ['https://cdn.example.com/a.png', '/uploads/../secret.png', '/uploads/logo.png', `${SAMPLE_UPLOAD}.mp4`, 'javascript:alert(1)']) {
      expect(refusal('hero', { ...hero, media: { src, alt: 'x' } })).toEqual(['media.src:invalidMedia']);
    }
    const video = sample('productMedia');
    expect(refusal('productMedia', { ...video, media: { ...video.media, src: `${SAMPLE_UPLOAD}.png` } })).toEqual(['media.src:invalidMedia']);
    expect(refusal('productMedia', { ...video, media: { ...video.media, captions: undefined } })).not.toEqual([]);
  });

  it('refuse a comparison row without its source or a real date', () => {
    const comparison = sample('comparison');
    const row = comparison.rows[0]!;
    expect(refusal('comparison', { ...comparison, rows: [{ ...row, source: ' ' }] })).toEqual(['rows.0.source:required']);
    expect(refusal('comparison', { ...comparison, rows: [{ ...row, lastChecked: '2026-02-30' }] })).toEqual(['rows.0.lastChecked:invalidDate']);
    expect(refusal('comparison', { ...comparison, rows: [{ ...row, lastChecked: undefined }] })).not.toEqual([]);
  });

  it('refuse a priced plan without both prices, and a second talk-to-sales plan', () => {
    const pricing = sample('pricing');
    const [starter, , sales] = pricing.plans;
    expect(refusal('pricing', { ...pricing, plans: [{ ...starter, annual: undefined }] })).toEqual(['plans:required']);
    expect(refusal('pricing', { ...pricing, plans: [sales, sales] })).toEqual(['plans:tooMany']);
    expect(refusal('pricing', { ...pricing, plans: [{ ...starter, monthly: 1.5 }] })).toEqual(['plans.0.monthly:invalid']);
    expect(refusal('pricing', { ...pricing, plans: [{ ...starter, annual: 1_000_001 }] })).toEqual(['plans.0.annual:tooLarge']);
  });

  it('refuse a resource form without its resource, and a resource on another form', () => {
    const form = sample('form');
    expect(refusal('form', { ...form, resource: undefined })).toEqual(['resource:required']);
    expect(refusal('form', { ...form, form: 'demo' })).toEqual(['resource:required']);
    expect(refusal('form', { ...form, form: 'demo', resource: undefined })).toEqual([]);
  });

  it('refuse an unknown select value and an anchor that is no id', () => {
    expect(refusal('featureGrid', { ...sample('featureGrid'), columns: '5' })).toEqual(['columns:invalid']);
    for (const anchor of ['Top "x"', 'main', 'pricing-title', '1st']) expect(refusal('faq', { ...sample('faq'), anchor })).toEqual(['anchor:invalid']);
  });
});

describe('pageBlocks', () => {
  const every = BLOCK_TYPES.map((type) => sampleBlocks('en')[type]) as PageBlock[];

  it('accepts an ordered list of blocks and keeps its order', () => {
    const parsed = z.parse(pageBlocks, every);
    expect(parsed.map((block) => block.type)).toEqual(BLOCK_TYPES);
  });

  it(`refuses more than ${MAX_BLOCKS} blocks, two blocks with one anchor and an unknown type`, () => {
    const many = Array.from({ length: MAX_BLOCKS + 1 }, (_, index) => ({ ...every[0], anchor: `b${index}` }));
    expect(z.safeParse(pageBlocks, many).error?.issues.map((issue) => issue.message)).toEqual(['tooMany']);
    expect(z.safeParse(pageBlocks, [every[0], every[0]]).error?.issues.map((issue) => issue.message)).toEqual(['duplicateAnchor']);
    expect(z.safeParse(pageBlock, { type: 'script', anchor: 'x' }).success).toBe(false);
  });

  it('drops fields no schema names (an unknown key cannot ride along into the store)', () => {
    const parsed = z.parse(pageBlock, { ...every[0], onclick: 'alert(1)' });
    expect(parsed).not.toHaveProperty('onclick');
  });
});

describe('error codes', () => {
  it('each has a message in both languages', async () => {
    const { BLOCK_ERRORS } = await import('./fields');
    const en = (await import('@/messages/en.json')).default.Blocks.errors;
    const es = (await import('@/messages/es.json')).default.Blocks.errors;
    expect(Object.keys(en).sort()).toEqual([...BLOCK_ERRORS].sort());
    expect(Object.keys(es).sort()).toEqual([...BLOCK_ERRORS].sort());
  });
});
