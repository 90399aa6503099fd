import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { PostEditor } from '@/components/admin/posts/PostEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import type { AuthUser } from '@/lib/features/people';
import { translationDraft } from '@/lib/features/posts/shared/editor-values';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/posts/new', 'newPostTitle');

/** A new post; with `?translationOf={id}`, the translation of that post, prefilled from it. */
export default async function NewPostPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'posts', '/manage/posts/new');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const source = await translationSource((await searchParams).translationOf, user);
  return (
    <>
      <div className="mb-4">
        <BackLink locale={locale} href="/manage">{t('backToPosts')}</BackLink>
      </div>
      <AdminHeading>{t('newPostTitle')}</AdminHeading>
      <div className="mt-8">
        <PostEditor
          locale={locale}
          today={new Date().toISOString().slice(0, 10)}
          post={source ? translationDraft(source) : undefined}
          translationOf={source ? { id: source.id, title: source.title } : undefined}
          role={user.role}
          categories={await adminPosts.categories()}
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
