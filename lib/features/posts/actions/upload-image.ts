'use server';

import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { saveUpload, uploadOptionsFromEnv, type UploadRefusal } from '@/lib/infra/uploads/store';
import { rememberUpload } from '@/lib/features/media';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';

export type UploadResult = { ok: true; url: string } | ({ ok: false } & (UploadRefusal | { reason: Denied | 'failed' }));

export const uploadImageAction = actionClient
  .input(z.object({ file: z.file() }))
  .use(signedInWith('posts', (reason): UploadResult => ({ ok: false, reason })))
  .onInvalid((): UploadResult => ({ ok: false, reason: 'empty' }))
  .formAction(async ({ input: { file }, ctx: user }): Promise<UploadResult> => {
    try {
      const saved = await saveUpload(file, uploadOptionsFromEnv(getEnv()));
      if (saved.ok) await rememberUpload(saved.url, { label: file.name, uploadedBy: user.id });
      return saved.ok ? { ok: true, url: saved.url } : saved;
    } catch (error) {
      log.error('admin: image upload failed', { error });
      return { ok: false, reason: 'failed' };
    }
  });
