'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import { deleteMediaAction, saveMediaAltAction } from '@/lib/features/media/actions/media-actions';
import { replaceMediaAction, uploadMediaAction } from '@/lib/features/media/actions/media-files';
import { MAX_ALT, type MediaFormState, type MediaItem } from '@/lib/features/media/shared/types';
import { IMAGE_ACCEPT } from '../ImageUpload';
import { FormAlert, FormStatus } from '../trust/form-parts';
import { usagePlaces } from './usage';

const IDLE: MediaFormState = { status: 'idle' };
const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';
const CAPTIONS_ACCEPT = 'text/vtt,.vtt';
const PDF_ACCEPT = 'application/pdf,.pdf';

/** The sentence for a refused change, or null. */
function useProblem(state: MediaFormState): string | null {
  const t = useTranslations('Admin.media');
  const locale = useLocale();
  if (state.status !== 'failed') return null;
  if (state.reason === 'in-use') return t('problems.in-use', { places: usagePlaces(t, locale, state.usage ?? {}) ?? '' });
  return t(`problems.${state.reason}`);
}

function AltFields({ alt, idPrefix }: { alt?: MediaItem['alt']; idPrefix: string }) {
  const t = useTranslations('Admin.media');
  return (
    <>
      {(['en', 'es'] as const).map((language) => (
        <div key={language}>
          <label htmlFor={`${idPrefix}-alt-${language}`} className="field-label">
            {t(language === 'en' ? 'altEn' : 'altEs')}
          </label>
          <input
            id={`${idPrefix}-alt-${language}`}
            name={language === 'en' ? 'altEn' : 'altEs'}
            lang={language}
            defaultValue={alt?.[language] ?? ''}
            maxLength={MAX_ALT}
            aria-describedby={`${idPrefix}-alt-hint`}
            className="field-control"
          />
        </div>
      ))}
      <p id={`${idPrefix}-alt-hint`} className="text-sm text-ink-600">
        {t('altHint')}
      </p>
    </>
  );
}

/** A new file for the library, with its alt texts; the form empties once it is in. */
export function UploadMediaForm() {
  const t = useTranslations('Admin.media');
  const [state, action, pending] = useActionState(uploadMediaAction, IDLE);
  const problem = useProblem(state);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === 'uploaded') form.current?.reset();
  }, [state]);
  return (
    <form ref={form} action={action} className="mt-4 grid max-w-2xl gap-4">
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.status === 'uploaded' && <FormStatus>{t('uploaded')}</FormStatus>}
      <div>
        <label htmlFor="media-file" className="field-label">
          {t('file')}
        </label>
        <input id="media-file" name="file" type="file" required accept={`${IMAGE_ACCEPT},${VIDEO_ACCEPT},${CAPTIONS_ACCEPT},${PDF_ACCEPT}`} aria-describedby="media-file-hint" className="field-control" />
        <p id="media-file-hint" className="mt-1 text-sm text-ink-600">
          {t('uploadHint')}
        </p>
      </div>
      <AltFields idPrefix="media-new" />
      <div>
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('uploading') : t('uploadButton')}
        </button>
      </div>
    </form>
  );
}

export function MediaAltForm({ item }: { item: Pick<MediaItem, 'id' | 'alt'> }) {
  const t = useTranslations('Admin.media');
  const [state, action, pending] = useActionState(saveMediaAltAction, IDLE);
  const problem = useProblem(state);
  return (
    <form action={action} className="mt-4 grid max-w-2xl gap-4">
      <input type="hidden" name="id" value={item.id} />
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.status === 'saved' && <FormStatus>{t('altSaved')}</FormStatus>}
      <AltFields alt={item.alt} idPrefix={`media-${item.id}`} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('savingAlt') : t('saveAlt')}
        </button>
      </div>
    </form>
  );
}

export function ReplaceMediaForm({ item }: { item: Pick<MediaItem, 'id' | 'kind'> }) {
  const t = useTranslations('Admin.media');
  const [state, action, pending] = useActionState(replaceMediaAction, IDLE);
  const problem = useProblem(state);
  return (
    <form action={action} className="mt-4 grid max-w-2xl gap-4">
      <input type="hidden" name="id" value={item.id} />
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.status === 'replaced' && <FormStatus>{t('replaced', { rows: state.rows })}</FormStatus>}
      <div>
        <label htmlFor="media-replace-file" className="field-label">
          {t('file')}
        </label>
        <input
          id="media-replace-file"
          name="file"
          type="file"
          required
          accept={{ image: IMAGE_ACCEPT, video: VIDEO_ACCEPT, captions: CAPTIONS_ACCEPT, document: PDF_ACCEPT }[item.kind]}
          aria-describedby="media-replace-hint"
          className="field-control"
        />
        <p id="media-replace-hint" className="mt-1 text-sm text-ink-600">
          {t('replaceHint')}
        </p>
      </div>
      <div>
        <button type="submit" className="btn btn-secondary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('replacing') : t('replaceButton')}
        </button>
      </div>
    </form>
  );
}

/** Deletes a file behind a folded confirmation that needs no script; refused, it says where the file is still used. */
export function DeleteMediaForm({ item, name }: { item: Pick<MediaItem, 'id'>; name: string }) {
  const t = useTranslations('Admin.media');
  const [state, action, pending] = useActionState(deleteMediaAction, IDLE);
  const problem = useProblem(state);
  const locale = useLocale() as 'en' | 'es';
  if (state.status === 'deleted') {
    return (
      <div className="space-y-3">
        <FormStatus>{t('deleted', { name: state.label })}</FormStatus>
        <Link locale={locale} href="/manage/media" className="font-semibold text-brand-800 underline underline-offset-4">
          {t('backToList')}
        </Link>
      </div>
    );
  }
  return (
    <details open={problem !== null || undefined}>
      <summary className="cursor-pointer font-semibold text-red-800 underline-offset-4 hover:underline">{t('delete', { name })}</summary>
      <form action={action} className="mt-3 space-y-3">
        <input type="hidden" name="id" value={item.id} />
        {problem && <FormAlert>{problem}</FormAlert>}
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('deleting') : t('deleteButton')}
        </button>
      </form>
    </details>
  );
}
