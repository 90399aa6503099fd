import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BlogIndex } from '@/components/blog/BlogIndex';
import { requestIp } from '@/lib/infra/http/request-ip';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';
import { blogQuery, parseBlogFilters } from '@/lib/features/posts/shared/blog-filters';
import { categoryIn, switchLanguage } from '@/lib/features/posts';
import { consume, limits } from '@/lib/infra/rate-limit';
import { blogMetadata } from '@/lib/features/posts';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The blog list filtered by `?category=`, `?search=` or `?page=`: the proxy serves `/{locale}/blog`
// with those parameters from here. Rendered per request (the filters are unbounded) and rate-limited.
// `?translationOf={slug}` is where a post's language switch lands: on to the translation, or the
// list with a note that the post exists in its own language only. `?categoryOf={name}` is where a
// filtered list's switch lands: on to the same list filtered by this language's name for it.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogMetadata(await localeOf(params), { filtered: true });
}

export default async function BlogResultsPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  return (
    <PerRequestShell locale={locale} path="/blog" searchParams={query}>
      <BlogResults locale={locale} query={query} />
    </PerRequestShell>
  );
}

async function BlogResults({ locale, query }: { locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const filters = parseBlogFilters(query);
  const limit = await consume(limits.blogResults, await requestIp());
  if (!limit.allowed) return <BlogIndex locale={locale} filters={filters} rateLimited />;
  const languageSwitch = filters.translationOf ? await switchLanguage(filters.translationOf, locale) : undefined;
  if (languageSwitch?.kind === 'go') redirect(languageSwitch.location);
  if (filters.categoryOf) {
    const category = await categoryIn(filters.categoryOf, locale);
    const query = new URLSearchParams(blogQuery({ search: filters.search, category }));
    redirect(localizedPath(locale, `/blog${query.size > 0 ? `?${query}` : ''}`));
  }
  const onlyIn = languageSwitch?.kind === 'only-in' ? languageSwitch : undefined;
  return <BlogIndex locale={locale} filters={filters} onlyIn={onlyIn} />;
}
