import { describe, expect, it } from 'vitest';
import { postSocialImage } from './social-card';

const post = { slug: 'photo-first-returns', language: 'en' as const, image: '/images/blog/photo.jpg', socialImage: null, updatedAt: '2026-03-01T10:00:00.000Z' };
const site = 'https://otailo.example';

describe('a post’s social image', () => {
  it('is the generated card in the post’s language, with its size and edit time', () => {
    const image = postSocialImage(post, site);
    expect(image).toMatchObject({ kind: 'card', width: 1200, height: 630 });
    expect(image.url).toMatch(/^https:\/\/otailo\.example\/en\/blog\/photo-first-returns\/social\.png\?v=[0-9a-z]+$/);
    expect(postSocialImage({ ...post, updatedAt: '2026-03-02T10:00:00.000Z' }, site).url).not.toBe(image.url);
  });

  it('is the cover when the editor chose it', () => {
    expect(postSocialImage({ ...post, socialImage: 'cover' }, site)).toEqual({ kind: 'cover', url: 'https://otailo.example/images/blog/photo.jpg' });
  });

  it('falls back to the card when the chosen cover is missing or unusable', () => {
    for (const image of ['', 'javascript:alert(1)', '/images/x.png?v=2']) {
      expect(postSocialImage({ ...post, image, socialImage: 'cover' }, site).url).toContain('/en/blog/photo-first-returns/social.png');
    }
  });

  it('leaves the version out when the edit time is unreadable', () => {
    expect(postSocialImage({ ...post, updatedAt: 'not a date' }, site).url).toBe('https://otailo.example/en/blog/photo-first-returns/social.png');
  });
});
