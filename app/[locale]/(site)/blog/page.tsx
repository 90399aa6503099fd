import type { Metadata } from 'next';
import { BlogIndex } from '@/components/blog/BlogIndex';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { blogMetadata } from '@/lib/features/posts';

// The unfiltered list renders on its first request (the build never opens the database), is then
// served from the cache, and is refreshed whenever a post changes and at least hourly
// (PUBLIC_REVALIDATE_SECONDS; Next.js needs the literal here).
// Filtered views (`?category=`, `?search=`, `?page=`) are served by ../blog-results.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return blogMetadata(await localeOf(params));
}

export default async function BlogPage({ params }: LocaleParams) {
  return <BlogIndex locale={await localeOf(params)} filters={{ page: 1 }} />;
}
