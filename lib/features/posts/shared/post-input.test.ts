import { describe, expect, it } from 'vitest';
import { MAX_BODY_CHARS } from '@/lib/features/posts/quotas';
import { isImageUrl, isIsoDate, readPostInput, scheduleInstant, slugWhileTyping } from './post-input';

const complete = {
  title: 'Guía rápida',
  slug: 'Guía rápida',
  excerpt: 'Short.',
  category: 'Returns',
  author: '',
  date: '2026-03-01',
  readMinutes: '',
  image: '/uploads/x.png',
  imageCredit: '',
  fullContent: 'Body\r\n\r\nMore',
  language: 'es',
  status: 'draft',
};

describe('readPostInput', () => {
  it('normalises the slug (diacritics folded) and applies the defaults', () => {
    const result = readPostInput(complete);
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Guía rápida',
        slug: 'guia-rapida',
        excerpt: 'Short.',
        category: 'Returns',
        author: 'Otailo Team',
        date: '2026-03-01',
        readMinutes: null,
        image: '/uploads/x.png',
        imageCredit: null,
        fullContent: 'Body\n\nMore',
        language: 'es',
        status: 'draft',
        seoTitle: null,
        seoDescription: null,
        socialImage: null,
        publishedAt: null,
      },
    });
  });

  it('saves a post sent without a status (or an empty one) as a draft, never as published', () => {
    const { status: _status, ...withoutStatus } = complete;
    expect(readPostInput(withoutStatus)).toMatchObject({ ok: true, input: { status: 'draft', publishedAt: null } });
    expect(readPostInput({ ...complete, status: '  ' })).toMatchObject({ ok: true, input: { status: 'draft' } });
    expect(readPostInput({ ...complete, status: 'published' })).toMatchObject({ ok: true, input: { status: 'published' } });
  });

  it('reads the read time as minutes, the SEO fields and the social image', () => {
    const result = readPostInput({ ...complete, readMinutes: '7', seoTitle: ' Short title ', seoDescription: 'For results.', socialImage: 'cover' });
    expect(result).toMatchObject({ ok: true, input: { readMinutes: 7, seoTitle: 'Short title', seoDescription: 'For results.', socialImage: 'cover' } });
    for (const readMinutes of ['0', '-3', '2.5', 'six', '241', '1000']) {
      expect(readPostInput({ ...complete, readMinutes }), readMinutes).toEqual({ ok: false, error: 'invalid', field: 'readMinutes' });
    }
    expect(readPostInput({ ...complete, socialImage: 'https://evil.example/x.png' })).toEqual({ ok: false, error: 'invalid', field: 'socialImage' });
  });

  it('requires title, slug, excerpt, full content, category, image URL and date', () => {
    for (const field of ['title', 'slug', 'excerpt', 'fullContent', 'category', 'image', 'date'] as const) {
      expect(readPostInput({ ...complete, [field]: '  ' }), field).toEqual({ ok: false, error: 'required' });
    }
  });

  it('refuses slugs that normalise to nothing, bad dates, script URLs and unknown options', () => {
    expect(readPostInput({ ...complete, slug: '¿¡!?' })).toEqual({ ok: false, error: 'invalid-slug' });
    expect(readPostInput({ ...complete, date: '2026-02-30' })).toEqual({ ok: false, error: 'invalid', field: 'date' });
    expect(readPostInput({ ...complete, image: 'javascript:alert(1)' })).toEqual({ ok: false, error: 'invalid', field: 'image' });
    expect(readPostInput({ ...complete, language: 'fr' })).toEqual({ ok: false, error: 'invalid', field: 'language' });
    expect(readPostInput({ ...complete, status: 'secret' })).toEqual({ ok: false, error: 'invalid', field: 'status' });
  });

  it(`says which field is too long, and by which limit: the body holds at most ${MAX_BODY_CHARS.toLocaleString('en')} characters`, () => {
    expect(readPostInput({ ...complete, title: 'x'.repeat(301) })).toEqual({ ok: false, error: 'too-long', field: 'title', limit: 300 });
    expect(readPostInput({ ...complete, fullContent: 'word '.repeat(MAX_BODY_CHARS / 5 - 1) })).toMatchObject({ ok: true });
    // The 200 kB autosaves, and a body just over the limit.
    for (const length of [200_000, MAX_BODY_CHARS + 1]) {
      expect(readPostInput({ ...complete, fullContent: 'x'.repeat(length) }), String(length)).toEqual({ ok: false, error: 'too-long', field: 'fullContent', limit: MAX_BODY_CHARS });
    }
    expect(MAX_BODY_CHARS).toBeLessThanOrEqual(100_000);
  });
});

describe('readPostInput: the publication time', () => {
  const scheduled = { ...complete, status: 'scheduled' };

  it('reads the UTC instant the editor sends', () => {
    expect(readPostInput({ ...scheduled, publishAt: '2027-03-01T09:30:00.000Z' })).toMatchObject({ ok: true, input: { publishedAt: '2027-03-01T09:30:00.000Z' } });
    expect(readPostInput({ ...complete, publishAt: '2027-03-01T09:30:00.000Z' })).toMatchObject({ ok: true, input: { publishedAt: null } });
  });

  it('refuses a day that does not exist and a year past 9999, with their own message, instead of moving or failing the save', () => {
    for (const publishAt of ['2027-02-30T10:00', '2027-02-29T10:00:00.000Z', '2027-04-31T00:00:00Z', '+010000-01-01T00:00:00.000Z', '10000-01-01T00:00', '9999-12-31T23:00:00-05:00', '2027-03-01T24:00', '2027-03-01T10:60', 'tomorrow', '1e12']) {
      expect(readPostInput({ ...scheduled, publishAt }), publishAt).toEqual({ ok: false, error: 'invalid-schedule' });
    }
  });
});

describe('scheduleInstant', () => {
  it('takes real instants, with an offset or in UTC, and gives them in UTC', () => {
    expect(scheduleInstant('2028-02-29T23:59:59.5Z')).toBe('2028-02-29T23:59:59.500Z');
    expect(scheduleInstant('2027-03-01T10:00')).toBe('2027-03-01T10:00:00.000Z');
    expect(scheduleInstant('2027-03-01T10:00+02:00')).toBe('2027-03-01T08:00:00.000Z');
    expect(scheduleInstant('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
    expect(scheduleInstant('2027-03-01T10:00+25:00')).toBeNull();
    expect(scheduleInstant('2027-03-01 10:00')).toBeNull();
  });
});

describe('readPostInput: images', () => {
  it.each([
    ['a query string', '/uploads/x.png?v=2'],
    ['a fragment', '/images/blog/x.jpg#x'],
    ['a parent folder', '/images/../uploads/x.png'],
    ['a parent folder at the end', '/uploads/..'],
    ['a backslash', '/uploads\\x.png'],
    ['a NUL', '/uploads/x\u0000.png'],
    ['a path outside /images and /uploads', '/etc/passwd'],
    ['an encoded character', '/uploads/%2e%2e/x.png'],
    ['a protocol-relative URL', '//evil.example/a.png'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
  ])('refuses %s', (_, image) => {
    expect(readPostInput({ ...complete, image })).toEqual({ ok: false, error: 'invalid', field: 'image' });
  });

  it.each(['/images/blog/x.jpg', '/uploads/0f8c2a64-5b7e-4c1d-9e2f-3a4b5c6d7e8f.png', 'https://cdn.example.com/a.png'])('accepts %s', (image) => {
    const result = readPostInput({ ...complete, image });
    expect(result.ok && result.input.image).toBe(image);
  });
});

describe('readPostInput: bodies the page could not display', () => {
  it('refuses lists or quotes nested too deeply', () => {
    expect(readPostInput({ ...complete, fullContent: '>'.repeat(5000) })).toEqual({ ok: false, error: 'unrenderable-body', problem: 'nesting' });
    expect(readPostInput({ ...complete, fullContent: '1. '.repeat(2000) })).toEqual({ ok: false, error: 'unrenderable-body', problem: 'nesting' });
  });

  it('refuses a paragraph with too many emphasis or link marks', () => {
    expect(readPostInput({ ...complete, fullContent: '~~a'.repeat(26_000) })).toEqual({ ok: false, error: 'unrenderable-body', problem: 'paragraph-marks' });
    expect(readPostInput({ ...complete, fullContent: 'a]'.repeat(40_000) })).toEqual({ ok: false, error: 'unrenderable-body', problem: 'paragraph-marks' });
  });

  it('reads legacy literal line breaks as the page does', () => {
    const nested = Array.from({ length: 20 }, (_, level) => `${'  '.repeat(level)}- item`).join('\\n');
    expect(readPostInput({ ...complete, fullContent: nested })).toEqual({ ok: false, error: 'unrenderable-body', problem: 'nesting' });
  });
});

describe('helpers', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1 March 2026')).toBe(false);
  });

  it('accepts site paths and http(s) images only', () => {
    expect(isImageUrl('/images/blog/a.jpg')).toBe(true);
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageUrl('//evil.example/a.jpg')).toBe(false);
    expect(isImageUrl('data:image/svg+xml,<svg/>')).toBe(false);
  });

  it('keeps a trailing hyphen while the slug is typed', () => {
    expect(slugWhileTyping('Guía rápida ')).toBe('guia-rapida-');
    expect(slugWhileTyping('Guía  Rápida')).toBe('guia-rapida');
    expect(slugWhileTyping('')).toBe('');
  });
});
