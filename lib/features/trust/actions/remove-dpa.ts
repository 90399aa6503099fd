'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { discardUnreferencedUploads } from '@/lib/infra/uploads/discard';
import { uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { audit } from '@/lib/features/audit';
import { afterTrustChange, mayEditDpa } from '@/lib/features/trust/actions/admin-form';
import { setDpa } from '@/lib/features/trust/store';
import type { DpaUploadState } from '@/lib/features/trust/shared/types';

/** Takes the DPA off the trust center (the page then offers no download); the form says so explicitly. */
export const removeDpaAction = actionClient
  .input(z.object({ remove: z.literal('dpa') }))
  .use(mayEditDpa)
  .onInvalid((): DpaUploadState => ({ status: 'refused', reason: 'failed', at: Date.now() }))
  .stateAction(async ({ ctx: actor }): Promise<DpaUploadState> => {
    try {
      const removed = await setDpa(await getDatabase(), null);
      await audit({ actor, action: 'trust.dpa-remove', target: 'trust-dpa', detail: { url: removed } });
      afterTrustChange();
      // Committed: the file goes, unless a row still names it.
      await discardUnreferencedUploads([removed], getDatabase, uploadOptionsFromEnv(getEnv()));
      return { status: 'removed', at: Date.now() };
    } catch (error) {
      log.error('admin: removing the DPA failed', { error });
      return { status: 'refused', reason: 'failed', at: Date.now() };
    }
  });
