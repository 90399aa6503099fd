'use client';

import { lazy, Suspense } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import { useIsAdmin } from './use-is-admin.client';

// The public blog list ships only the question "is this an admin?"; the edit and delete controls
// (a dialog library and a server action) are fetched when the answer is yes.
const PostEditDelete = lazy(() => import('./PostEditDelete.client').then((module) => ({ default: module.PostEditDelete })));

/** 'Add New Post' above the blog list, for admins only. */
export function AddPostLink() {
  const locale = useLocale();
  const t = useTranslations('Admin');
  if (!useIsAdmin()) return null;
  return (
    <Link locale={locale} href="/manage/posts/new" className="btn btn-primary">
      {t('addNewPost')}
    </Link>
  );
}

/** Edit and delete on a post card, for admins only (above the card's full-size link). */
export function PostCardAdminActions({ id, title }: { id: number; title: string }) {
  if (!useIsAdmin()) return null;
  return (
    <div className="relative z-10 px-6 pb-6">
      <Suspense fallback={<div className="min-h-9" />}>
        <PostEditDelete id={id} title={title} />
      </Suspense>
    </div>
  );
}
