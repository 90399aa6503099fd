'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Spinner } from '@/components/forms/FormParts.client';
import { deletePostAction } from '@/lib/features/posts/actions/delete-post';

/** Delete, after the spec's confirmation in an accessible dialog; then the list refreshes. */
export function DeletePostButton({ id, title, className = 'btn btn-secondary' }: { id: number; title: string; className?: string }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      const result = await deletePostAction(id);
      if (!result.ok) {
        setFailed(true);
        return;
      }
      setOpen(false);
      router.refresh();
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailed(false);
      }}
    >
      <Dialog.Trigger className={className} aria-label={t('deletePost', { title })}>
        {t('delete')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-pop focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-ink-950">{t('deleteTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-700">{t('deleteConfirm')}</Dialog.Description>
          {failed && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {t('deleteFailed')}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="btn btn-secondary">{t('cancel')}</Dialog.Close>
            <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={confirm} disabled={pending}>
              {pending && <Spinner />}
              {pending ? t('deleting') : t('delete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
