import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageSource, isUploadedImageUrl } from './image-source';

describe('imageSource', () => {
  it.each(['/images/blog/shelf.jpg', '/uploads/0f8c2a64-5b7e-4c1d-9e2f-3a4b5c6d7e8f.webp', '/images/a_b/c-d.e.png', '/images/...png'])(
    'shows %s through next/image',
    (src) => {
      expect(imageSource(src)).toEqual({ kind: 'local', src });
    },
  );

  it.each(['https://cdn.example.com/a.png', 'http://cdn.example.com/a.png?w=1200#top'])('shows %s as a plain image', (src) => {
    expect(imageSource(src)).toEqual({ kind: 'remote', src });
  });

  it.each([
    ['a query string (next/image throws)', '/uploads/x.png?v=2'],
    ['a fragment', '/uploads/x.png#x'],
    ['a parent folder', '/uploads/../secret.png'],
    ['a current folder', '/images/./x.png'],
    ['an empty segment', '/images//x.png'],
    ['a trailing slash', '/images/blog/'],
    ['the folder alone', '/uploads'],
    ['a backslash', '/images\\x.png'],
    ['a control character', '/images/x\u0007.png'],
    ['a space', '/images/my photo.png'],
    ['a non-ASCII name', '/images/café.png'],
    ['another folder', '/etc/passwd'],
    ['a protocol-relative URL', '//evil.example/x.png'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml,<svg/>'],
    ['an http URL with a space', 'https://cdn.example.com/a b.png'],
    ['an http URL with a backslash', 'https:\\\\evil.example/x.png'],
    ['a relative path', 'images/x.png'],
    ['an empty value', ''],
    ['a value longer than the editor allows', `/images/${'a'.repeat(2000)}.png`],
  ])('leaves out %s', (_, src) => {
    expect(imageSource(src)).toEqual({ kind: 'unusable' });
  });

  it('leaves out stored values that are not text at all', () => {
    expect(imageSource(null)).toEqual({ kind: 'unusable' });
    expect(imageSource(42)).toEqual({ kind: 'unusable' });
  });
});

describe('absoluteImageUrl', () => {
  it('makes a usable cover absolute for metadata, feeds and structured data, and drops the rest', () => {
    const site = 'https://www.otailo.com';
    expect(absoluteImageUrl('/images/blog/a.jpg', site)).toBe('https://www.otailo.com/images/blog/a.jpg');
    expect(absoluteImageUrl('https://cdn.example.com/a.png', site)).toBe('https://cdn.example.com/a.png');
    for (const bad of ['/uploads/x.png?v=2', 'http://[', 'javascript:alert(1)', null]) expect(absoluteImageUrl(bad, site)).toBeUndefined();
  });
});


describe('isUploadedImageUrl', () => {
  it('takes only the addresses saveUpload gives images', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const extension of ['png', 'jpg', 'webp', 'avif']) expect(isUploadedImageUrl(`/uploads/${uuid}.${extension}`)).toBe(true);
    for (const bad of [`/uploads/${uuid}.pdf`, `/uploads/${uuid}.svg`, `/uploads/${uuid.toUpperCase()}.png`, `/uploads/${uuid}.png/`, `https://x.example/uploads/${uuid}.png`, '/images/a.png', null, 1]) {
      expect(isUploadedImageUrl(bad), String(bad)).toBe(false);
    }
  });
});
