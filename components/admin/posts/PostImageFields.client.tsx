'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { uploadImageAction } from '@/lib/features/posts/actions/upload-image';
import { isImageUrl } from '@/lib/features/posts/shared/post-input';
import type { EditorMessages } from '../editor-messages';
import { uploadLimitText, type UploadLimitMessages } from '../upload-limits';
import { Labelled } from './Labelled';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/avif';

/** Uploads a chosen file; on success the image field takes its URL, else a message says why. */
function useImageUpload(e: EditorMessages, limits: UploadLimitMessages, setImage: (url: string) => void) {
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true });
    const data = new FormData();
    data.set('file', file);
    const result = await uploadImageAction(data).catch(() => ({ ok: false as const, reason: 'failed' as const }));
    if (result.ok) {
      setImage(result.url);
      return setUpload({ busy: false });
    }
    const message = uploadLimitText(limits, result) ?? (result.reason === 'too-large' ? e('uploadTooLarge') : result.reason === 'unsupported-type' ? e('uploadUnsupported') : e('uploadFailed'));
    setUpload({ busy: false, error: message });
  };
  return { upload, onUpload };
}

/** The cover image: a URL, or a file uploaded to the site, with a preview of either. */
export function PostImageFields({ initial }: { initial: string }) {
  const e = useTranslations('Admin.editor');
  const limits = useTranslations('Admin.uploadLimits');
  const [image, setImage] = useState(initial);
  const { upload, onUpload } = useImageUpload(e, limits, setImage);
  return (
    <>
      <Labelled id="post-image" label={e('image')} required>
        <input id="post-image" name="image" value={image} onChange={(event) => setImage(event.target.value)} maxLength={2000} required className="field-control" />
      </Labelled>
      <Labelled id="post-upload" label={e('upload')} hint={e('uploadHint')}>
        <input
          id="post-upload"
          type="file"
          accept={ACCEPTED_IMAGES}
          aria-describedby="post-upload-hint"
          onChange={(event) => void onUpload(event.target.files?.[0])}
          className="mt-1.5 block w-full text-sm text-ink-700 file:mr-3 file:rounded-pill file:border-0 file:bg-ink-100 file:px-4 file:py-2 file:font-semibold"
        />
      </Labelled>
      {upload.busy && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner /> {e('uploading')}
        </p>
      )}
      {upload.error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {upload.error}
        </p>
      )}
      {isImageUrl(image) && (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={image} alt={e('imagePreview')} className="aspect-[40/21] w-full rounded-lg bg-ink-100 object-cover" />
        </figure>
      )}
    </>
  );
}
