'use server';

import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { saveUpload, uploadOptionsFromEnv, type UploadRefusal } from '@/lib/infra/uploads/store';
import { rememberUpload } from '@/lib/features/media';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { PAGE_MOVE_RATE } from './shared';

export type PageUploadResult = { ok: true; url: string } | ({ ok: false } & (UploadRefusal | { reason: Denied | 'failed' | 'rate-limited' }));

/** An image for a page (its social image, a block's picture): stored by the uploads store, which checks its bytes and size. */
export const uploadPageImageAction = actionClient
  .input(z.object({ file: z.file() }))
  .use(signedInWith('pages', (reason): PageUploadResult => ({ ok: false, reason })))
  .onInvalid((): PageUploadResult => ({ ok: false, reason: 'empty' }))
  .formAction(async ({ input: { file }, ctx: user }): Promise<PageUploadResult> => {
    const rate = await consume(PAGE_MOVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return { ok: false, reason: 'rate-limited' };
    try {
      const saved = await saveUpload(file, uploadOptionsFromEnv(getEnv()));
      if (saved.ok) await rememberUpload(saved.url, { label: file.name, uploadedBy: user.id });
      return saved.ok ? { ok: true, url: saved.url } : saved;
    } catch (error) {
      log.error('admin: a page image upload failed', { error });
      return { ok: false, reason: 'failed' };
    }
  });
