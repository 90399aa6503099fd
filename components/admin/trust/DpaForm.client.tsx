'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { removeDpaAction } from '@/lib/features/trust/actions/remove-dpa';
import { uploadDpaAction } from '@/lib/features/trust/actions/upload-dpa';
import type { DpaUploadState } from '@/lib/features/trust/shared/types';
import { deniedText } from '../editor-messages';
import { FormAlert, FormStatus, type TrustAdminMessages } from './form-parts';

const IDLE: DpaUploadState = { status: 'idle' };
const REFUSALS = { empty: 'dpa.empty', 'too-large': 'dpa.tooLarge', 'not-pdf': 'dpa.notPdf', failed: 'dpa.failed' } as const;

function answer(t: TrustAdminMessages, admin: ReturnType<typeof useTranslations<'Admin'>>, state: DpaUploadState) {
  if (state.status === 'uploaded') return <FormStatus>{t('dpa.uploaded')}</FormStatus>;
  if (state.status === 'removed') return <FormStatus>{t('dpa.removed')}</FormStatus>;
  if (state.status === 'refused') return <FormAlert>{t(REFUSALS[state.reason])}</FormAlert>;
  if (state.status === 'denied') return <FormAlert>{deniedText(admin, state.reason)}</FormAlert>;
  return null;
}

const timeOf = (state: DpaUploadState) => ('at' in state ? (state.at ?? 0) : -1);
/** The answer given last, of the upload's and the removal's. */
const latest = (a: DpaUploadState, b: DpaUploadState) => (timeOf(b) > timeOf(a) ? b : a);

/** Uploads the DPA (a PDF of at most 5 MB, checked by the server) or takes it off the trust center. */
export function DpaForm({ published }: { published: boolean }) {
  const t = useTranslations('Admin.trust');
  const admin = useTranslations('Admin');
  const [upload, uploadAction, uploading] = useActionState(uploadDpaAction, IDLE);
  const [removal, removeAction, removing] = useActionState(removeDpaAction, IDLE);
  return (
    <div className="mt-4 space-y-4">
      {answer(t, admin, latest(upload, removal))}
      <form action={uploadAction} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="dpa-file" className="field-label">
            {t('dpa.file')}
          </label>
          <input id="dpa-file" name="file" type="file" accept="application/pdf,.pdf" required className="field-control" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={uploading} aria-busy={uploading || undefined}>
          {uploading && <Spinner />}
          {uploading ? t('dpa.uploading') : t('dpa.upload')}
        </button>
      </form>
      {published && (
        <form action={removeAction}>
          <input type="hidden" name="remove" value="dpa" />
          <button type="submit" className="btn btn-secondary" disabled={removing} aria-busy={removing || undefined}>
            {t('dpa.remove')}
          </button>
        </form>
      )}
    </div>
  );
}
