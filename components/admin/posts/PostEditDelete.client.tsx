'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import { DeletePostButton } from './DeletePostButton.client';

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
