import { describe, expect, it } from 'vitest';
import { isImageUrl, isIsoDate, readPostInput, slugWhileTyping } from './post-input';

const complete = {
  title: 'Guía rápida',
  slug: 'Guía rápida',
  excerpt: 'Short.',
  category: 'Returns',
  author: '',
  date: '2026-03-01',
  readTime: '',
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
        readTime: '5 min read',
        image: '/uploads/x.png',
        imageCredit: null,
        fullContent: 'Body\n\nMore',
        language: 'es',
        status: 'draft',
      },
    });
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
    expect(readPostInput({ ...complete, title: 'x'.repeat(301) })).toEqual({ ok: false, error: 'invalid', field: 'title' });
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
