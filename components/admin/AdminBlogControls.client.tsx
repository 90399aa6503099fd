'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { DeletePostButton } from './DeletePostButton.client';
import { useIsAdmin } from './use-is-admin.client';

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

/** A post's Edit link and Delete button (dashboard rows and, for admins, blog cards). */
export function PostEditDelete({ id, title }: { id: number; title: string }) {
  const locale = useLocale();
  const t = useTranslations('Admin');
  return (
    <div className="flex gap-2">
      <Link locale={locale} href={`/manage/posts/${id}`} className="btn btn-secondary min-h-9 px-3 py-1.5" aria-label={t('editPost', { title })}>
        {t('edit')}
      </Link>
      <DeletePostButton id={id} title={title} className="btn btn-secondary min-h-9 px-3 py-1.5" />
    </div>
  );
}

/** Edit and delete on a post card, for admins only (above the card's full-size link). */
export function PostCardAdminActions({ id, title }: { id: number; title: string }) {
  if (!useIsAdmin()) return null;
  return (
    <div className="relative z-10 px-6 pb-6">
      <PostEditDelete id={id} title={title} />
    </div>
  );
}
