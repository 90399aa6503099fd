import type { Metadata } from 'next';
import { BlogIndex } from '@/components/blog/BlogIndex';
import { requestIp } from '@/lib/http/request-ip';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { parseBlogFilters } from '@/lib/posts/blog-filters';
import { consume, limits } from '@/lib/rate-limit';
import { blogMetadata } from '@/lib/seo/blog-metadata';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The blog list filtered by `?category=`, `?search=` or `?page=`: the proxy serves `/{locale}/blog`
// with those parameters from here. Rendered per request (the filters are unbounded) and rate-limited.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogMetadata(await localeOf(params), { filtered: true });
}

export default async function BlogResultsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const filters = parseBlogFilters(await searchParams);
  const limit = await consume(limits.blogResults, await requestIp());
  return <BlogIndex locale={locale} filters={filters} rateLimited={!limit.allowed} />;
}
