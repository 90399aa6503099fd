import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PostSummary } from '@/lib/features/posts/shared/types';
import { PostCard } from './PostCard';
import { PostImage } from './PostImage';

// next-intl's navigation needs Next.js's module resolution; a card only needs an <a>.
vi.mock('@/lib/infra/routing/navigation', () => ({
  Link: ({ href, locale, ...props }: { href: string; locale: string }) => <a href={`/${locale}${href}`} {...props} />,
}));

const post: PostSummary = {
  id: 1,
  slug: 'photo-first-returns',
  title: 'Photo-first returns',
  excerpt: 'Short.',
  category: 'Returns',
  author: 'Otailo Team',
  date: '2026-11-05',
  readMinutes: 6,
  wordCount: 1200,
  image: '/images/blog/photo-first-returns.jpg',
  imageCredit: null,
  language: 'en',
  status: 'published',
  translationGroup: null,
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  createdAt: '2026-11-05T00:00:00.000Z',
  publishedAt: null,
  version: 1,
  ownerId: null,
  updatedAt: '2026-11-05T00:00:00.000Z',
};

const card = (overrides: Partial<PostSummary>) =>
  renderToStaticMarkup(<PostCard post={{ ...post, ...overrides }} locale="en" labels={{ readTime: (minutes) => `${minutes} min read` }} />);

describe('PostImage', () => {
  it('sends site images through the image optimizer and shows others as they are', () => {
    expect(renderToStaticMarkup(<PostImage src="/uploads/a.png" sizes="100vw" />)).toContain('/_next/image?url=%2Fuploads%2Fa.png');
    expect(renderToStaticMarkup(<PostImage src="https://cdn.example.com/a.png" sizes="100vw" />)).toContain('src="https://cdn.example.com/a.png"');
  });

  it.each(['/uploads/x.png?v=2', '/images/../x.png', 'javascript:alert(1)', ''])('leaves an empty frame for %j', (src) => {
    const html = renderToStaticMarkup(<PostImage src={src} sizes="100vw" />);
    expect(html).toMatch(/^<div aria-hidden="true" class="aspect-\[40\/21\][^"]*"><\/div>$/);
  });
});

describe('PostCard with unusable stored data', () => {
  it('renders a complete card', () => {
    const html = card({});
    expect(html).toContain('<time dateTime="2026-11-05">November 5, 2026</time>');
    expect(html).toContain('/_next/image?url=%2Fimages%2Fblog%2Fphoto-first-returns.jpg');
  });

  it('renders the rest of the card around an image or a date no page can show', () => {
    const html = card({ image: '/uploads/x.png?v=2', date: 'last spring' });
    expect(html).toContain('Photo-first returns');
    expect(html).toContain('6 min read');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('<img');
  });
});
