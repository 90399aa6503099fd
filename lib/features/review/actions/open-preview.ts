'use server';

import { redirect } from 'next/navigation';
import { getDatabase } from '@/lib/infra/db';
import { actionClient, type RawForm } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { createPreviewLinkStore } from '@/lib/features/publishing';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { reviewEntry } from '@/lib/features/review/entries';
import { openPreviewInput } from '@/lib/features/review/shared/send-back';

const toManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/** How long the link behind the editor's own "Preview" button lives (a share is chosen on the form beside it). */
const OWN_PREVIEW_DAYS = 1;

/**
 * "Preview": the entry as its public page will look, through the shared preview mechanism (a
 * one-day link, audited like a share, listed with the entry's open links), opened at once.
 */
export const openPreviewAction = actionClient
  .input(openPreviewInput)
  // Anyone who may edit some entry; which one they may open is the workflow's rule below.
  .use(signedInWith<void>('posts', toManage))
  .onInvalid(({ raw }) => toManage(null, raw))
  .formAction(async ({ input: { locale, kind, id }, ctx: user }): Promise<void> => {
    const entry = id === null ? null : await reviewEntry(kind, id);
    if (!entry || !mayEditEntry(user, entry)) redirect(`/${locale}/manage`);
    const { token, link } = await createPreviewLinkStore(getDatabase, kind).create(entry.id, user.id, OWN_PREVIEW_DAYS);
    await audit({ actor: user, action: 'preview.share', target: `${kind}:${entry.id}`, detail: { link: link.id, expiresAt: link.expiresAt, own: true } });
    redirect(`/${entry.language}/preview?token=${encodeURIComponent(token)}`);
  });
