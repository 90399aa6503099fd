'use server';

import { refresh } from 'next/cache';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { CAPTION_TYPES, IMAGE_TYPES, VIDEO_TYPES, type UploadType } from '@/lib/infra/uploads/sniff';
import { deleteUpload, saveUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { audit } from '@/lib/features/audit';
import { mediaDetail, rememberUpload, replaceMedia, saveAltTexts } from '@/lib/features/media/repository';
import { labelOf } from '@/lib/features/media/store';
import type { MediaFormState, MediaItem } from '@/lib/features/media/shared/types';
import { altField, altsOf, altTooLong, failed, limited, mayManage } from './shared';

/** What replaces a file: one of its kind (a block takes an image where it took one, the trust center a PDF). */
const SAME_KIND: Record<MediaItem['kind'], readonly UploadType[]> = { image: IMAGE_TYPES, video: VIDEO_TYPES, captions: CAPTION_TYPES, document: ['pdf'] };

/** A new file in the library (an image, a video, captions or a PDF), with its alt texts. */
export const uploadMediaAction = actionClient
  .input(z.object({ file: z.file(), altEn: altField, altEs: altField }))
  .use(mayManage)
  .onInvalid(() => failed('empty'))
  .stateAction(async ({ input, ctx: user }): Promise<MediaFormState> => {
    const alt = altsOf(input);
    if (altTooLong(alt)) return failed('alt-too-long');
    const refused = await limited(user.id);
    if (refused) return refused;
    const options = uploadOptionsFromEnv(getEnv());
    try {
      const saved = await saveUpload(input.file, options, [...IMAGE_TYPES, ...VIDEO_TYPES, ...CAPTION_TYPES, 'pdf']);
      if (!saved.ok) return failed(saved.reason);
      const item = await rememberUpload(saved.url, { label: input.file.name, uploadedBy: user.id });
      if (!item) {
        // Not listed, so not kept: the editor is told to try again.
        await deleteUpload(saved.url, options);
        return failed('failed');
      }
      if (alt.en || alt.es) await saveAltTexts(item.id, alt);
      await audit({ actor: user, action: 'media.upload', target: `media:${item.id}`, detail: { name: item.name, label: item.label, bytes: item.bytes } });
      refresh();
      return { status: 'uploaded', id: item.id, at: Date.now() };
    } catch (error) {
      log.error('admin: a media upload failed', { error });
      return failed('failed');
    }
  });

/** A new file in the place of a library file: every page, post and story that shows it shows the new one. */
export const replaceMediaAction = actionClient
  .input(z.object({ id: serialIdField, file: z.file() }))
  .use(mayManage)
  .onInvalid(() => failed('empty'))
  .stateAction(async ({ input, ctx: user }): Promise<MediaFormState> => {
    if (input.id === null) return failed('not-found');
    const refused = await limited(user.id);
    if (refused) return refused;
    const options = uploadOptionsFromEnv(getEnv());
    try {
      const current = await mediaDetail(input.id);
      if (!current) return failed('not-found');
      // The same kind of file: a block takes an image where it took one, the trust center a PDF.
      const saved = await saveUpload(input.file, options, SAME_KIND[current.kind]);
      if (!saved.ok) return failed(saved.reason === 'unsupported-type' ? 'different-kind' : saved.reason);
      const replaced = await replaceMedia(input.id, saved.url, labelOf(input.file.name));
      if (!replaced) return failed('not-found');
      const rows = Object.values(replaced.changed).reduce((sum, count) => sum + (count ?? 0), 0);
      await audit({ actor: user, action: 'media.replace', target: `media:${input.id}`, detail: { from: replaced.previous.name, to: replaced.item.name, rows: replaced.changed } });
      refresh();
      return { status: 'replaced', rows, at: Date.now() };
    } catch (error) {
      log.error('admin: replacing a media file failed', { error });
      return failed('failed');
    }
  });
