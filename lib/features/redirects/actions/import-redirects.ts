'use server';

import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { afterAdminChange, mayImportRedirects } from '@/lib/features/redirects/actions/admin-form';
import { checkImportFile } from '@/lib/features/redirects/checks';
import { MAX_IMPORT_BYTES } from '@/lib/features/redirects/csv';
import { holdingRefresh } from '@/lib/features/redirects/live-table';
import { importRedirects } from '@/lib/features/redirects/store';
import type { RedirectImportState } from '@/lib/features/redirects/shared/types';

/** The refused lines shown at most; the rest are counted. */
const SHOWN_LINES = 50;

/**
 * A CSV of redirects (at most 256 kB, 2,000 lines): all imported, or none and each bad line said.
 * Checked against the rules around the file's paths only, not the whole table (checks.ts), then
 * written in statements of a few hundred rows (store.ts, `importRedirects`).
 */
export const importRedirectsAction = actionClient
  .input(z.object({ file: z.file() }))
  .use(mayImportRedirects)
  .onInvalid((): RedirectImportState => ({ status: 'refused', file: 'empty', lines: [], more: 0, at: Date.now() }))
  .stateAction(async ({ input: { file }, ctx: actor }): Promise<RedirectImportState> => {
    const refused = (rest: Partial<Extract<RedirectImportState, { status: 'refused' }>>): RedirectImportState => ({ status: 'refused', lines: [], more: 0, at: Date.now(), ...rest });
    if (file.size === 0) return refused({ file: 'empty' });
    if (file.size > MAX_IMPORT_BYTES) return refused({ file: 'too-large' });
    try {
      const db = await getDatabase();
      const checked = await checkImportFile(db, await file.text());
      if (!checked.ok) return 'file' in checked ? refused({ file: checked.file, line: checked.line }) : refused({ lines: checked.lines.slice(0, SHOWN_LINES), more: Math.max(0, checked.lines.length - SHOWN_LINES) });
      const count = await holdingRefresh(async () => {
        const written = await importRedirects(db, checked.rules);
        await audit({ actor, action: 'redirect.import', target: 'redirects', detail: { count: written, bytes: file.size } });
        await afterAdminChange(checked.rules.map((rule) => rule.source), { imported: true });
        return written;
      });
      return { status: 'imported', count, at: Date.now() };
    } catch (error) {
      log.error('admin: importing redirects failed', { error });
      return { status: 'failed', at: Date.now() };
    }
  });
