import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PostArticle } from '@/components/blog/PostArticle';
import { BuilderPage } from '@/components/pages/BuilderPage';
import { OpeningArticle } from '@/components/careers/OpeningArticle';
import { StoryArticle } from '@/components/stories/StoryArticle';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminOpenings } from '@/lib/features/openings';
import type { Opening } from '@/lib/features/openings/shared/types';
import { adminPages } from '@/lib/features/pages';
import type { Page } from '@/lib/features/pages/shared/types';
import { adminPosts, postPath } from '@/lib/features/posts';
import { openPreviewLink } from '@/lib/features/publishing';
import type { Post } from '@/lib/features/posts/shared/types';
import { adminStories } from '@/lib/features/stories';
import type { Story } from '@/lib/features/stories/shared/types';
import { absoluteUrl } from '@/lib/infra/seo/urls';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Read per request (the token decides what it shows) and never cached: a revoked link stops at once.
export const dynamic = 'force-dynamic';

type Previewed = { token: string; expiresAt: string } & ({ kind: 'post'; entry: Post } | { kind: 'story'; entry: Story } | { kind: 'opening'; entry: Opening } | { kind: 'page'; entry: Page });

/** The post, story or opening a shared preview link opens, or null (expired, revoked, unknown, or no token). */
async function previewed(searchParams: Props['searchParams']): Promise<Previewed | null> {
  const { token } = await searchParams;
  if (typeof token !== 'string') return null;
  const link = await openPreviewLink(token.slice(0, 100));
  if (!link) return null;
  const found = { token, expiresAt: link.expiresAt };
  if (link.kind === 'post') {
    const post = await adminPosts.byId(link.entryId);
    return post && { ...found, kind: 'post', entry: post };
  }
  if (link.kind === 'opening') {
    const opening = await adminOpenings.byId(link.entryId);
    return opening && { ...found, kind: 'opening', entry: opening };
  }
  if (link.kind === 'page') {
    // The working copy, as the editor last saved it.
    const page = await adminPages.byId(link.entryId);
    return page && { ...found, kind: 'page', entry: page };
  }
  if (link.kind !== 'story') return null;
  const story = await adminStories.byId(link.entryId);
  return story && { ...found, kind: 'story', entry: story };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Blog.preview' });
  const found = await previewed(searchParams);
  return {
    title: found ? t('metaTitle', { title: found.entry.title }) : t('invalidTitle'),
    // Never in search results, and the token never leaves in a Referer header.
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * A shared preview (`/{locale}/preview?token=`): the post, story, opening or builder page (its working copy) exactly as its public
 * page will render it (an opening without its JobPosting data: it is not a job on offer yet), under a banner, for someone without an account. In the entry's own language.
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Blog.preview' });
  const found = await previewed(searchParams);
  if (!found) {
    return (
      <Container className="max-w-2xl py-20 text-center">
        <HttpStatus code={404} />
        <h1 className="text-3xl font-extrabold text-ink-950">{t('invalidTitle')}</h1>
        <p className="mt-4 text-lg text-ink-600">{t('invalidText')}</p>
      </Container>
    );
  }
  const { entry, token, expiresAt } = found;
  if (entry.language !== locale) redirect(`/${entry.language}/preview?token=${encodeURIComponent(token)}`);
  return (
    <>
      <div role="note" className="border-b border-accent-500/40 bg-accent-50">
        <Container className="py-3 text-sm text-ink-900">
          <strong>{t('banner', { kind: found.kind })}</strong>
          <span className="ml-2">{t('expires', { date: formatLongDate(expiresAt.slice(0, 10), locale) })}</span>
        </Container>
      </div>
      {found.kind === 'post' ? (
        <PostArticle post={found.entry} related={[]} locale={locale} url={absoluteUrl(locale, postPath(found.entry))} />
      ) : found.kind === 'opening' ? (
        <OpeningArticle opening={found.entry} locale={locale} />
      ) : found.kind === 'page' ? (
        <BuilderPage locale={locale} title={found.entry.title} blocks={found.entry.blocks} />
      ) : (
        <StoryArticle story={found.entry} locale={locale} />
      )}
    </>
  );
}
