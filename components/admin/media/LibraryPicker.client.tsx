'use client';

import Image from 'next/image';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { libraryFilesAction, type LibraryFiles } from '@/lib/features/media/actions/media-actions';
import type { PickableKind } from '@/lib/features/media/shared/types';

type Found = Extract<LibraryFiles, { ok: true }>;
export type PickedImage = Found['items'][number];

/**
 * "Choose from the media library": a modal dialog (the browser's own: focus kept inside, Escape
 * closes) listing the library's images (or videos, or captions) a page at a time, searchable;
 * choosing one hands over its address and its alt texts.
 */
export function LibraryPicker({ onPicked, disabled, label, kind = 'image' }: { onPicked: (image: PickedImage) => void; disabled: boolean; label: string; kind?: PickableKind }) {
  const t = useTranslations('Admin.media.picker');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);

  async function load(q: string, page: number) {
    setBusy(true);
    setProblem(false);
    try {
      const answer = await libraryFilesAction({ kind, q, page });
      if (answer.ok) setFound(answer);
      else setProblem(true);
    } catch {
      setProblem(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline underline-offset-4 disabled:opacity-50"
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          void load(words, 1);
        }}
      >
        {t('open')}
        <span className="sr-only"> ({label})</span>
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-card p-0 shadow-card backdrop:bg-ink-950/50">
        <div className="p-6">
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-ink-950">
              {t(`title.${kind}`)}
            </h2>
            <button type="button" className="btn btn-secondary text-sm" onClick={() => dialog.current?.close()}>
              {t('close')}
            </button>
          </div>
          <form
            role="search"
            className="mt-4 flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void load(words, 1);
            }}
          >
            <label className="min-w-56 flex-1">
              <span className="field-label">{t(`search.${kind}`)}</span>
              <input type="search" className="field-control" value={words} maxLength={200} onChange={(event) => setWords(event.target.value)} />
            </label>
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {t('searchButton')}
            </button>
          </form>
          {problem && (
            <p role="alert" className="mt-4 text-red-800">
              {t('refused')}
            </p>
          )}
          <div aria-live="polite" aria-busy={busy || undefined}>
            {found && found.items.length === 0 && <p className="mt-4 text-ink-700">{t('none')}</p>}
            {found && found.items.length > 0 && (
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
                {found.items.map((image) => (
                  <li key={image.id}>
                    <button
                      type="button"
                      className="block w-full rounded-lg border border-ink-100 p-2 text-left text-xs hover:border-brand-600 focus-visible:border-brand-600"
                      onClick={() => {
                        onPicked(image);
                        dialog.current?.close();
                      }}
                    >
                      <span className="relative block aspect-[4/3] bg-ink-50">
                        {kind === 'image' ? (
                          <Image src={image.url} alt="" fill sizes="12rem" className="object-contain" />
                        ) : (
                          <span className="flex h-full items-center justify-center font-bold text-ink-700">{kind === 'video' ? 'VIDEO' : 'VTT'}</span>
                        )}
                      </span>
                      <span className="mt-1 block truncate">{t('choose', { name: image.label || image.alt.en || image.url })}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {found && found.pageCount > 1 && (
            <div className="mt-4 flex gap-3">
              <button type="button" className="btn btn-secondary text-sm" disabled={busy || found.page <= 1} onClick={() => void load(words, found.page - 1)}>
                {t('previous')}
              </button>
              <button type="button" className="btn btn-secondary text-sm" disabled={busy || found.page >= found.pageCount} onClick={() => void load(words, found.page + 1)}>
                {t('next')}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
