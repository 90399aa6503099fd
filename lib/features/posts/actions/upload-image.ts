'use server';

import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { formAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { saveUpload, uploadOptionsFromEnv, type UploadRefusal } from '@/lib/infra/uploads/store';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';

export type UploadResult = { ok: true; url: string } | ({ ok: false } & (UploadRefusal | { reason: Denied | 'failed' }));

export const uploadImageAction = formAction({
  input: z.object({ file: z.file() }),
  guard: signedInWith('posts', (reason): UploadResult => ({ ok: false, reason })),
  invalid: (): UploadResult => ({ ok: false, reason: 'empty' }),
  run: async ({ file }): Promise<UploadResult> => {
    try {
      const saved = await saveUpload(file, uploadOptionsFromEnv(getEnv()));
      return saved.ok ? { ok: true, url: saved.url } : saved;
    } catch (error) {
      log.error('admin: image upload failed', { error });
      return { ok: false, reason: 'failed' };
    }
  },
});
