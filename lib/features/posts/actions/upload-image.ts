'use server';

import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { formAction } from '@/lib/infra/http/server-action';
import type { Denied } from '@/lib/features/people/shared/types';
import { requireRoleMutation } from '@/lib/features/people';
import { saveUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';

export type UploadResult = { ok: true; url: string } | { ok: false; reason: Denied | 'too-large' | 'unsupported-type' | 'empty' | 'failed' };

export const uploadImageAction = formAction(async (data): Promise<UploadResult> => {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { ok: false, reason: auth.reason };
  const file = data.get('file');
  if (!(file instanceof Blob)) return { ok: false, reason: 'empty' };
  try {
    const saved = await saveUpload(file, uploadOptionsFromEnv(getEnv()));
    return saved.ok ? { ok: true, url: saved.url } : { ok: false, reason: saved.reason };
  } catch (error) {
    log.error('admin: image upload failed', { error });
    return { ok: false, reason: 'failed' };
  }
});
