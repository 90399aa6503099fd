import type { Metadata } from 'next';
import { PostUnavailable, postUnavailableTitle } from '@/components/blog/PostUnavailable';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { errorScreenMetadata } from '@/lib/infra/seo/metadata';
import { localeStaticParams } from '@/lib/infra/routing/static-params';

// `/BlogPost` without `?slug=` is rewritten here by the proxy: "No blog post specified", status 404.
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return errorScreenMetadata(locale, await postUnavailableTitle(locale, 'missing'));
}

export default async function MissingPostPage({ params }: LocaleParams) {
  return <PostUnavailable locale={await localeOf(params)} reason="missing" />;
}
