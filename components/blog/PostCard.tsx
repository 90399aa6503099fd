import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import { readingMinutes } from '@/lib/features/posts/shared/reading-time';
import type { PostSummary } from '@/lib/features/posts/shared/types';
import { PostImage } from './PostImage';

export interface PostCardLabels {
  /** "6 min read" for a number of minutes. */
  readTime: (minutes: number) => string;
}

/**
 * A post in a list: cover, category, title (the link), excerpt, date and read time. `priority` for
 * the first card of a page, whose cover is usually the largest thing on screen.
 */
export function PostCard({
  post,
  locale,
  labels,
  headingLevel = 2,
  priority = false,
}: {
  post: PostSummary;
  locale: Locale;
  labels: PostCardLabels;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const day = formatLongDate(post.date, locale);
  return (
    <article lang={post.language} className="group relative flex flex-1 flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-500">
      <PostImage src={post.image} priority={priority} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-brand-800">{post.category}</span>
        </p>
        <Heading className="mt-2 text-xl leading-snug font-bold text-ink-950">
          <Link
            locale={locale}
            href={`/blog/${post.slug}`}
            hrefLang={post.language}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-7 text-ink-600">{post.excerpt}</p>
        <p className="mt-5 text-sm text-ink-500">
          {day && (
            <>
              <time dateTime={post.date}>{day}</time>
              <span aria-hidden="true"> · </span>
            </>
          )}
          {labels.readTime(readingMinutes(post))}
        </p>
      </div>
    </article>
  );
}
