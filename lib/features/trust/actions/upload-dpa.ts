'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { discardUnreferencedUploads } from '@/lib/infra/uploads/discard';
import { saveUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { rememberUpload } from '@/lib/features/media';
import { audit } from '@/lib/features/audit';
import { afterTrustChange, mayEditDpa } from '@/lib/features/trust/actions/admin-form';
import { setDpa } from '@/lib/features/trust/store';
import type { DpaUploadState } from '@/lib/features/trust/shared/types';

// Only PDFs are accepted here, so the image reasons cannot come; they would mean "not a PDF".
const REASONS = { empty: 'empty', 'too-large': 'too-large', 'unsupported-type': 'not-pdf', 'too-many-pixels': 'not-pdf', 'unsafe-svg': 'not-pdf' } as const;

/** The data processing agreement: a PDF (judged by its bytes) of at most 5 MB, linked from the trust center. */
export const uploadDpaAction = actionClient
  .input(z.object({ file: z.file() }))
  .use(mayEditDpa)
  .onInvalid((): DpaUploadState => ({ status: 'refused', reason: 'empty', at: Date.now() }))
  .stateAction(async ({ input: { file }, ctx: actor }): Promise<DpaUploadState> => {
    try {
      const saved = await saveUpload(file, uploadOptionsFromEnv(getEnv()), ['pdf']);
      if (!saved.ok) return { status: 'refused', reason: REASONS[saved.reason], at: Date.now() };
      await rememberUpload(saved.url, { label: file.name, uploadedBy: actor.id });
      const replaced = await setDpa(await getDatabase(), { url: saved.url, bytes: saved.bytes });
      await audit({ actor, action: 'trust.dpa-upload', target: 'trust-dpa', detail: { url: saved.url, bytes: saved.bytes, replaced } });
      afterTrustChange();
      // Committed: the replaced file goes, unless a row still names it.
      await discardUnreferencedUploads([replaced], getDatabase, uploadOptionsFromEnv(getEnv()));
      return { status: 'uploaded', at: Date.now() };
    } catch (error) {
      log.error('admin: the DPA upload failed', { error });
      return { status: 'refused', reason: 'failed', at: Date.now() };
    }
  });
