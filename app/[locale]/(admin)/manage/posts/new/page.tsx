import type { Metadata } from 'next';
import { AccessDenied } from '@/components/admin/AccessDenied';
import { PostEditor } from '@/components/admin/PostEditor.client';
import { AdminHeading, adminTitle } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { requireRole, type AuthUser } from '@/lib/features/people';
import { translationDraft } from '@/lib/features/posts/shared/editor-values';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { buildMetadata } from '@/lib/infra/seo/metadata';
import { parseSerialId } from '@/lib/infra/util/ids';
import { getTranslations } from 'next-intl/server';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return buildMetadata({ locale, path: '/manage/posts/new', title: await adminTitle(locale, 'newPostTitle'), description: '', index: false });
}

/** A new post; with `?translationOf={id}`, the translation of that post, prefilled from it. */
export default async function NewPostPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const auth = await requireRole('posts');
  if (!auth.ok) return <AccessDenied locale={locale} reason={auth.reason} next={`/${locale}/manage/posts/new`} />;
  const source = await translationSource((await searchParams).translationOf, auth.user);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <>
      <div className="mb-4">
        <BackLink locale={locale} href="/blog">{t('backToBlog')}</BackLink>
      </div>
      <AdminHeading>{await adminTitle(locale, 'newPostTitle')}</AdminHeading>
      <div className="mt-8">
        <PostEditor
          locale={locale}
          today={new Date().toISOString().slice(0, 10)}
          post={source ? translationDraft(source) : undefined}
          translationOf={source ? { id: source.id, title: source.title } : undefined}
          role={auth.user.role}
        />
      </div>
    </>
  );
}

/**
 * The post to translate, when the id names one that has no translation yet and that the account
 * may edit (the new post is linked to it, and its texts prefill the form: no one else's draft).
 */
async function translationSource(id: string | string[] | undefined, user: AuthUser) {
  const numeric = parseSerialId(id);
  const post = numeric ? await adminPosts.byId(numeric) : null;
  return post && mayEditPost(user, post) && !(await adminPosts.translationOf(post)) ? post : null;
}
