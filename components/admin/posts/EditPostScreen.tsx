import { HttpStatus } from '@/components/seo/HttpStatus';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { AuthUser } from '@/lib/features/people';
import { adminPosts, linkCandidates, postPath, previewLinkStore, renderPostBody, translationIn } from '@/lib/features/posts';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import type { TranslationOutcome } from '@/lib/features/posts/actions/shared';
import type { Post } from '@/lib/features/posts/shared/types';
import { AccessDenied } from '../AccessDenied';
import { guardAdminScreen, type AdminTranslator } from '../admin-screen';
import { PostEditor } from './PostEditor.client';
import { RevisionHistory } from './RevisionHistory';
import { SavedNotice } from './SavedNotice.client';
import { SharePreview } from '../SharePreview';
import { revokePreviewAction, sharePreviewAction } from '@/lib/features/posts/actions/post-preview-links';
import { TranslationPanel } from './TranslationPanel';
import { ReviewBar } from '../review/ReviewBar';

/** What the editor's address says beyond the post: the outcome of the last action there. */
interface EditorNotes {
  /** What the last link or unlink did. */
  outcome?: TranslationOutcome;
  /** A revision to compare with the current text. */
  compare?: number;
  /** What the last restore did. */
  restored?: boolean;
  /** A preview link was just revoked. */
  previewRevoked?: boolean;
  /** The post was just saved (the save brings the editor back here): the version it saved. */
  saved?: string;
  /** What the last "Send back to the author" did (`?sendBack=`). */
  sendBack?: unknown;
}

/**
 * The editor for an existing post and its translation panel, after the role check; 'Blog post not
 * found for editing.' otherwise. `path` (after the locale): where sign-in brings the account back.
 */
export async function EditPostScreen({ locale, load, path, ...notes }: { locale: Locale; load: () => Promise<Post | null>; path: string } & EditorNotes) {
  const screen = await guardAdminScreen(locale, 'posts', path);
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  let post: Post | null;
  try {
    post = await load();
  } catch (error) {
    console.error('[admin] loading a post failed:', (error as Error).message);
    return <Problem locale={locale} status={503} message={t('editor.loadFailed')} back={t('backToPosts')} />;
  }
  if (!post) return <Problem locale={locale} status={404} message={t('editor.notFound')} back={t('backToPosts')} />;
  if (!mayEditPost(user, post)) return <AccessDenied locale={locale} reason="forbidden" />;
  return <PostEditing locale={locale} post={post} user={user} t={t} {...notes} />;
}

/** The post's editor, with its translation, share preview and history panels around it. */
async function PostEditing({ locale, post, user, t, outcome, compare, restored, previewRevoked, saved, sendBack }: { locale: Locale; post: Post; user: AuthUser; t: AdminTranslator } & EditorNotes) {
  const { posts } = await adminPosts.list({ pageSize: 200 });
  const translation = translationIn(posts, post) ?? null;
  const mayChange = (other: Pick<Post, 'ownerId' | 'status'>) => mayEditPost(user, other);
  const status = translation ? (await adminPosts.translationStatuses([post], [translation])).get(post.id) : undefined;
  const since = status?.kind === 'out-of-date' ? await adminPosts.revisionAt(status.sourceId, status.since) : null;
  return (
    <>
      <div className="mb-4">
        <BackLink locale={locale} href="/manage">{t('backToPosts')}</BackLink>
      </div>
      <AdminHeading>{t('editPostTitle')}</AdminHeading>
      <ReviewBar locale={locale} kind="post" entry={post} publicHref={getPathname({ href: postPath(post), locale: post.language })} user={user} outcome={sendBack} />
      {saved && (
        <SavedNotice key={saved} title={t('editor.saved')} text={t(post.status === 'published' ? 'editor.savedPublished' : 'editor.savedNotPublic')}>
          {post.status === 'published' && (
            <Link locale={post.language} href={`/blog/${post.slug}`} className="mt-2 inline-block font-semibold underline">
              {t('editor.viewOnBlog')}
            </Link>
          )}
        </SavedNotice>
      )}
      <div className="mt-8">
        <TranslationPanel
          locale={locale}
          post={post}
          translation={translation}
          candidates={linkCandidates(posts, post).filter(mayChange)}
          mayUnlink={translation !== null && mayChange(translation)}
          status={status}
          changesHref={since && status?.kind === 'out-of-date' ? `/manage/posts/${status.sourceId}?compare=${since.id}#history-diff` : undefined}
          outcome={outcome}
        />
      </div>
      <div className="mt-8">
        {/* "Save Post" brings a new version: the form starts again from it (an autosave, which re-renders this page too, must not). */}
        <PostEditor
          key={saved ?? 'opened'}
          locale={locale}
          post={post}
          today={new Date().toISOString().slice(0, 10)}
          role={user.role}
          renderedBody={await renderPostBody(post.fullContent)}
          categories={await adminPosts.categories()}
        />
      </div>
      <div className="mt-8">
        <SharePreview locale={locale} entryId={post.id} links={await previewLinkStore().active(post.id)} share={sharePreviewAction} revoke={revokePreviewAction} revoked={previewRevoked} />
      </div>
      <div className="mt-8">
        <RevisionHistory locale={locale} post={post} compare={compare} restored={restored} canRestore={user.role !== 'author'} />
      </div>
    </>
  );
}

function Problem({ locale, status, message, back }: { locale: Locale; status: 404 | 503; message: string; back: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card border border-ink-100 bg-white p-8 text-center shadow-card">
      <HttpStatus code={status} />
      <h1 className="text-2xl font-bold text-ink-950">{message}</h1>
      <Link locale={locale} href="/manage" className="btn btn-primary mt-6">
        {back}
      </Link>
    </div>
  );
}
