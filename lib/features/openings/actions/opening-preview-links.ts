'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction, stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { previewDaysField, type SharePreviewState } from '@/lib/features/publishing/shared/preview-link-days';
import { openingPreviewLinks } from '@/lib/features/openings/preview-links';
import { backToManage, editableOpening } from '@/lib/features/openings/actions/opening-form';

/** A shareable preview link to an opening as it will look (the mechanism posts and stories use). */
export const shareOpeningPreviewAction = stateAction({
  input: z.object({ id: serialIdField, days: previewDaysField }),
  guard: signedInWith('openings', (reason): SharePreviewState => ({ status: 'denied', reason })),
  invalid: (): SharePreviewState => ({ status: 'failed' }),
  run: async ({ id, days }, user: AuthUser): Promise<SharePreviewState> => {
    const opening = await editableOpening(user, id);
    if (!opening) return { status: 'denied', reason: 'forbidden' };
    try {
      const { token, link } = await openingPreviewLinks().create(opening.id, user.id, days);
      await audit({ actor: user, action: 'preview.share', target: `opening:${opening.id}`, detail: { link: link.id, expiresAt: link.expiresAt } });
      const url = new URL(`/${opening.language}/preview`, getEnv().SITE_URL);
      url.searchParams.set('token', token);
      // The list of open links beside the form shows the new one without a reload.
      refresh();
      return { status: 'created', url: url.toString(), expiresAt: link.expiresAt };
    } catch (error) {
      log.error('admin: creating an opening preview link failed', { error, openingId: opening.id });
      return { status: 'failed' };
    }
  },
});

/** Ends an opening's preview link at once. */
export const revokeOpeningPreviewAction = formAction({
  input: z.object({ locale: localeField, id: serialIdField, link: serialIdField }),
  guard: signedInWith<void>('openings', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, id, link }, user: AuthUser): Promise<void> => {
    const opening = await editableOpening(user, id);
    if (!opening) redirect(`/${locale}/manage/openings`);
    const revoked = link !== null && (await openingPreviewLinks().revoke(opening.id, link));
    if (revoked) await audit({ actor: user, action: 'preview.revoke', target: `opening:${opening.id}`, detail: { link } });
    redirect(`/${locale}/manage/openings/${opening.id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
  },
});
