import { describe, expect, it } from 'vitest';
import { checkStory, EMPTY_STORY_VALUES, translationDraft, valuesOf, type StoryFormValues } from './story-input';
import { parseStoryQuery } from './story-query';

const typed = (over: Partial<StoryFormValues> = {}): StoryFormValues => ({
  ...EMPTY_STORY_VALUES,
  title: 'How Acme cut returns',
  summary: 'Short.',
  customer: 'Acme Shoes',
  industry: 'footwear',
  challenge: 'Fit.',
  solution: 'Sizing analytics.',
  outcome: 'Fewer returns.',
  result1Value: '−22%',
  result1Label: 'return rate',
  ...over,
});

describe('a customer story as typed', () => {
  it('passes with one to three figures, derives its slug from the title, and drops unknown solution keys', () => {
    const checked = checkStory(typed({ solutions: ['sizingAnalytics', 'nope', 'sizingAnalytics'], result2Value: '3×', result2Label: 'exchanges' }));
    expect(checked).toMatchObject({ ok: true, story: { slug: 'how-acme-cut-returns', solutions: ['sizingAnalytics'], results: [{ value: '−22%', label: 'return rate' }, { value: '3×', label: 'exchanges' }], region: null, platform: null } });
  });

  it('names each wrong field: missing texts, half a figure, no figure, an image without alt text, a foreign image, a quote nobody said', () => {
    expect(checkStory(typed({ title: ' ', customer: '' }))).toEqual({ ok: false, errors: { title: 'required', customer: 'required' } });
    expect(checkStory(typed({ result1Label: '' }))).toEqual({ ok: false, errors: { result1Label: 'incomplete' } });
    expect(checkStory(typed({ result1Value: '', result1Label: '' }))).toEqual({ ok: false, errors: { results: 'required' } });
    expect(checkStory(typed({ logo: '/uploads/ab/logo.png' }))).toEqual({ ok: false, errors: { logoAlt: 'altRequired' } });
    expect(checkStory(typed({ cover: 'https://evil.example/x.png', coverAlt: 'x' }))).toEqual({ ok: false, errors: { cover: 'invalid' } });
    expect(checkStory(typed({ quote: 'Great.' }))).toEqual({ ok: false, errors: { quoteName: 'personRequired' } });
    expect(checkStory(typed({ industry: 'weapons', platform: 'myspace', language: 'fr', status: 'live' }))).toEqual({
      ok: false,
      errors: { industry: 'invalid', platform: 'invalid', language: 'invalid', status: 'invalid' },
    });
    expect(checkStory(typed({ challenge: 'x'.repeat(20_001), result1Value: 'x'.repeat(25) }))).toEqual({ ok: false, errors: { challenge: 'tooLong', result1Value: 'tooLong' } });
    expect(checkStory(typed({ slug: 'Not A Slug' }))).toEqual({ ok: false, errors: { slug: 'invalid' } });
  });

  it('keeps no logo and no person’s name on an anonymized story (the role stays)', () => {
    const checked = checkStory(typed({ anonymized: true, logo: '/uploads/ab/logo.png', logoAlt: 'Acme', quote: 'It works.', quoteName: 'Ana', quoteRole: 'Head of e-commerce' }));
    expect(checked).toMatchObject({ ok: true, story: { logo: null, logoAlt: null, quoteName: null, quoteRole: 'Head of e-commerce' } });
  });

  it('round-trips through the form', () => {
    const checked = checkStory(typed({ platform: 'shopify', region: 'Europe', solutions: ['solutionsReturns'] }));
    if (!checked.ok) throw new Error('expected ok');
    expect(checkStory(valuesOf(checked.story))).toEqual(checked);
    expect(translationDraft(checked.story)).toMatchObject({ language: 'es', slug: '', status: 'draft', title: checked.story.title, result1Value: '−22%' });
  });
});

describe('the hub’s filters from the address', () => {
  it('keeps known values and drops the rest', () => {
    expect(parseStoryQuery({ industry: 'footwear', platform: 'shopify', solution: 'sizingAnalytics' })).toEqual({ industry: 'footwear', platform: 'shopify', solution: 'sizingAnalytics' });
    expect(parseStoryQuery({ industry: ['footwear', 'beauty'], platform: '<script>', solution: 'constructor' })).toEqual({});
  });
});
