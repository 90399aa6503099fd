import type { Metadata } from 'next';
import { PostUnavailable, postUnavailableTitle } from '@/components/blog/PostUnavailable';
import { localeOf } from '@/lib/i18n/locale-params';
import { errorScreenMetadata } from '@/lib/seo/metadata';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Posts come from the database once the blog lands; until then every slug is unknown.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  return errorScreenMetadata(locale, await postUnavailableTitle(locale, 'notFound'));
}

export default async function BlogPostPage({ params }: Params) {
  return <PostUnavailable locale={await localeOf(params)} reason="notFound" />;
}
