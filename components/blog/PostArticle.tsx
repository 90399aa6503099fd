import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { BackLink } from '@/components/sections/BackLink';
import { Container } from '@/components/sections/Container';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import { readingMinutes } from '@/lib/features/posts/shared/reading-time';
import { renderPostBody } from '@/lib/features/posts';
import type { Post, PostSummary } from '@/lib/features/posts/shared/types';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { PostCard } from './PostCard';
import { PostImage } from './PostImage';
import { ShareLinks } from './ShareLinks';

type BlogT = Awaited<ReturnType<typeof getTranslations<'Blog'>>>;

/** A blog post: title, category, author, date, read time, cover with credit, body, sharing, related posts. */
export async function PostArticle({ post, related, locale, url }: { post: Post; related: PostSummary[]; locale: Locale; url: string }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const readTime = (minutes: number) => t('readTime', { minutes });
  const bodyHtml = await renderPostBody(post.fullContent);
  return (
    <>
      <article lang={post.language}>
        <PostHeader post={post} locale={locale} t={t} readTime={readTime} />
        <Container className="max-w-4xl">
          <figure>
            <PostImage src={post.image} priority sizes="(min-width: 896px) 848px, 100vw" className="rounded-card" />
            {post.imageCredit && <figcaption className="mt-2 text-sm text-ink-500">{post.imageCredit}</figcaption>}
          </figure>
          <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          <div lang={locale} className="mx-auto max-w-prose pb-16">
            <ShareLinks
              url={url}
              title={post.title}
              labels={{
                title: t('post.share'),
                shareOn: t('post.shareOn', { network: '{network}' }),
                email: t('post.email'),
                copy: t('post.copyLink'),
                copied: t('post.copied'),
                failed: t('post.copyFailed'),
              }}
            />
          </div>
        </Container>
      </article>
      <Container className="max-w-4xl pb-16">
        <div className="mx-auto max-w-prose rounded-card border border-ink-100 bg-white p-6 shadow-card">
          <NewsletterSignup locale={locale} id="post-newsletter" />
        </div>
      </Container>
      {related.length > 0 && <RelatedPosts related={related} locale={locale} t={t} readTime={readTime} />}
    </>
  );
}

/** The way back, the category, title, excerpt and byline (the site's words in the site's language, the post's in its own). */
function PostHeader({ post, locale, t, readTime }: { post: Post; locale: Locale; t: BlogT; readTime: (minutes: number) => string }) {
  const day = formatLongDate(post.date, locale);
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="max-w-4xl pt-10 pb-8 sm:pt-14">
        <div lang={locale}>
          <BackLink locale={locale} href="/blog">{t('post.backToBlog')}</BackLink>
        </div>
        <p className="mt-8 flex flex-wrap items-center gap-2 text-sm">
          <Link
            locale={locale}
            href={{ pathname: '/blog', query: { category: post.category } }}
            className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800 hover:bg-brand-200"
          >
            {post.category}
          </Link>
        </p>
        <h1 className="mt-4 text-title font-extrabold tracking-tight text-ink-950 sm:text-5xl sm:leading-[1.1]">{post.title}</h1>
        <p className="mt-5 text-lg leading-8 text-ink-600">{post.excerpt}</p>
        <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-600" lang={locale}>
          <span className="font-semibold text-ink-900">{t('post.by', { author: post.author })}</span>
          <span aria-hidden="true">·</span>
          {day && (
            <>
              <time dateTime={post.date}>{day}</time>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span>{readTime(readingMinutes(post))}</span>
        </p>
      </Container>
    </header>
  );
}

/** The related posts, as cards. */
function RelatedPosts({ related, locale, t, readTime }: { related: PostSummary[]; locale: Locale; t: BlogT; readTime: (minutes: number) => string }) {
  return (
    <section aria-labelledby="related-posts" className="bg-ink-50 py-16">
      <Container>
        <h2 id="related-posts" className="text-2xl font-extrabold text-ink-950">
          {t('post.related')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {related.map((item) => (
            <li key={item.id} className="flex">
              <PostCard post={item} locale={locale} labels={{ readTime }} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
