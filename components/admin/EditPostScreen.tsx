import { getTranslations } from 'next-intl/server';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { AdminHeading, adminTitle } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireRole } from '@/lib/features/people';
import { renderPostBody } from '@/lib/features/posts';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import type { TranslationOutcome } from '@/lib/features/posts/actions/shared';
import { adminPosts } from '@/lib/features/posts';
import { linkCandidates, translationIn } from '@/lib/features/posts';
import type { Post } from '@/lib/features/posts/shared/types';
import { AccessDenied } from './AccessDenied';
import { PostEditor } from './PostEditor.client';
import { RevisionHistory } from './RevisionHistory';
import { SharePreview } from './SharePreview';
import { TranslationPanel } from './TranslationPanel';

/**
 * The editor for an existing post and its translation panel, after the role check; 'Blog post not
 * found for editing.' otherwise. `outcome`: what the last link or unlink did.
 */
export async function EditPostScreen({
  locale,
  load,
  next,
  outcome,
  compare,
  restored,
  previewRevoked,
}: {
  locale: Locale;
  load: () => Promise<Post | null>;
  next: string;
  outcome?: TranslationOutcome;
  /** A revision to compare with the current text. */
  compare?: number;
  /** What the last restore did. */
  restored?: boolean;
  /** A preview link was just revoked. */
  previewRevoked?: boolean;
}) {
  const auth = await requireRole('posts');
  if (!auth.ok) return <AccessDenied locale={locale} reason={auth.reason} next={next} />;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  let post: Post | null;
  try {
    post = await load();
  } catch (error) {
    console.error('[admin] loading a post failed:', (error as Error).message);
    return <Problem locale={locale} status={503} message={t('editor.loadFailed')} back={t('backToBlog')} />;
  }
  if (!post) return <Problem locale={locale} status={404} message={t('editor.notFound')} back={t('backToBlog')} />;
  if (!mayEditPost(auth.user, post)) return <AccessDenied locale={locale} reason="forbidden" />;
  const { posts } = await adminPosts.list({ pageSize: 200 });
  const translation = translationIn(posts, post) ?? null;
  const mayChange = (other: Pick<Post, 'ownerId' | 'status'>) => mayEditPost(auth.user, other);
  return (
    <>
      <div className="mb-4">
        <BackLink locale={locale} href="/blog">{t('backToBlog')}</BackLink>
      </div>
      <AdminHeading>{await adminTitle(locale, 'editPostTitle')}</AdminHeading>
      <div className="mt-8">
        <TranslationPanel
          locale={locale}
          post={post}
          translation={translation}
          candidates={linkCandidates(posts, post).filter(mayChange)}
          mayUnlink={translation !== null && mayChange(translation)}
          outcome={outcome}
        />
      </div>
      <div className="mt-8">
        <PostEditor locale={locale} post={post} today={new Date().toISOString().slice(0, 10)} role={auth.user.role} renderedBody={await renderPostBody(post.fullContent)} />
      </div>
      <div className="mt-8">
        <SharePreview locale={locale} post={post} revoked={previewRevoked} />
      </div>
      <div className="mt-8">
        <RevisionHistory locale={locale} post={post} compare={compare} restored={restored} canRestore={auth.user.role !== 'author'} />
      </div>
    </>
  );
}

function Problem({ locale, status, message, back }: { locale: Locale; status: 404 | 503; message: string; back: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card border border-ink-100 bg-white p-8 text-center shadow-card">
      <HttpStatus code={status} />
      <h1 className="text-2xl font-bold text-ink-950">{message}</h1>
      <Link locale={locale} href="/blog" className="btn btn-primary mt-6">
        {back}
      </Link>
    </div>
  );
}
