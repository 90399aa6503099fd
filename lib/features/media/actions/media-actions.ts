'use server';

import { refresh } from 'next/cache';
import * as z from 'zod/mini';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { requestedPage } from '@/lib/infra/util/paging';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { deleteMedia, libraryFiles, saveAltTexts } from '@/lib/features/media/repository';
import type { MediaFormState, MediaItem, PickableKind } from '@/lib/features/media/shared/types';
import { altField, altsOf, altTooLong, failed, limited, mayManage } from './shared';

/** Images a page of the page editor's picker shows. */
const PICKER_PAGE_SIZE = 12;
/** Looks into the library from the page editor's picker a minute. */
const PICKER_RATE = { name: 'media-picker', points: 120, durationSeconds: 60 } as const satisfies RateLimitPolicy;

/** A file's alt texts, in both languages. */
export const saveMediaAltAction = actionClient
  .input(z.object({ id: serialIdField, altEn: altField, altEs: altField }))
  .use(mayManage)
  .onInvalid(() => failed('not-found'))
  .stateAction(async ({ input, ctx: user }): Promise<MediaFormState> => {
    const alt = altsOf(input);
    if (input.id === null) return failed('not-found');
    if (altTooLong(alt)) return failed('alt-too-long');
    const refused = await limited(user.id);
    if (refused) return refused;
    try {
      const item = await saveAltTexts(input.id, alt);
      if (!item) return failed('not-found');
      await audit({ actor: user, action: 'media.alt', target: `media:${item.id}`, detail: { name: item.name, alt } });
      refresh();
      return { status: 'saved', at: Date.now() };
    } catch (error) {
      log.error('admin: saving alt texts failed', { error });
      return failed('failed');
    }
  });

/** Deletes a library file: refused while any page, post, story, revision or setting still names it. */
export const deleteMediaAction = actionClient
  .input(z.object({ id: serialIdField }))
  .use(mayManage)
  .onInvalid(() => failed('not-found'))
  .stateAction(async ({ input, ctx: user }): Promise<MediaFormState> => {
    if (input.id === null) return failed('not-found');
    const refused = await limited(user.id);
    if (refused) return refused;
    try {
      const deleted = await deleteMedia(input.id);
      if (!deleted.ok) return deleted.reason === 'in-use' ? failed('in-use', { usage: deleted.usage }) : failed('not-found');
      await audit({ actor: user, action: 'media.delete', target: `media:${deleted.item.id}`, detail: { name: deleted.item.name, label: deleted.item.label } });
      // No refresh: the screen keeps saying what was deleted, with the way back to the library.
      return { status: 'deleted', label: deleted.item.label || deleted.item.name };
    } catch (error) {
      log.error('admin: deleting a media file failed', { error });
      return failed('failed');
    }
  });

export type LibraryFiles = { ok: true; items: Pick<MediaItem, 'id' | 'url' | 'label' | 'alt' | 'width' | 'height'>[]; page: number; pageCount: number } | { ok: false; reason: Denied | 'rate-limited' };

const PICKABLE: readonly PickableKind[] = ['image', 'video', 'captions'];

/** The page editor's picker: a page of the library's images, videos or captions, searched (anyone who edits pages). */
export const libraryFilesAction = actionClient
  .input(z.object({ kind: z.catch(z.enum(PICKABLE), 'image'), q: z.catch(z.string().check(z.maxLength(200)), ''), page: z.catch(z.number(), 1) }))
  .use(signedInWith('pages', (reason): LibraryFiles => ({ ok: false, reason })))
  .onInvalid((): LibraryFiles => ({ ok: true, items: [], page: 1, pageCount: 1 }))
  .callAction(async ({ input, ctx: user }): Promise<LibraryFiles> => {
    const rate = await consume(PICKER_RATE, `user:${user.id}`);
    if (!rate.allowed) return { ok: false, reason: 'rate-limited' };
    const found = await libraryFiles(input.kind, input.q.trim() || undefined, requestedPage(String(input.page)), PICKER_PAGE_SIZE);
    return { ok: true, items: found.rows.map(({ id, url, label, alt, width, height }) => ({ id, url, label, alt, width, height })), page: found.page, pageCount: found.pageCount };
  });

