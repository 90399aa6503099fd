'use server';

import { redirect } from 'next/navigation';
import { actionClient, type RawForm } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { announceReviewMove } from '@/lib/features/publishing';
import { editPathOf } from '@/lib/features/publishing/shared/review';
import { REVIEW_QUERIES } from '@/lib/features/review/entries';
import { sendBackInput } from '@/lib/features/review/shared/send-back';

const toManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/**
 * "Send back to the author": an entry in review goes back to draft, with the reviewer's note,
 * which its author reads in a mail and on the edit page. Only while it is still in review: a
 * newer move (published meanwhile, withdrawn) wins, and the editor sees the entry as it is.
 */
export const sendBackEntryAction = actionClient
  .input(sendBackInput)
  .use(signedInWith<void>('review', toManage))
  .onInvalid(({ raw }) => toManage(null, raw))
  .formAction(async ({ input: { locale, kind, id, note }, ctx: user }): Promise<void> => {
    if (id === null) redirect(`/${locale}/manage/review`);
    const edit = `/${locale}${editPathOf(kind, id)}`;
    const trimmed = note.trim();
    if (!trimmed) redirect(`${edit}?sendBack=note-missing#send-back`);
    const sent = await REVIEW_QUERIES[kind].sendBack(id);
    if (!sent) redirect(`${edit}?sendBack=not-in-review#send-back`);
    await audit({ actor: user, action: 'review.send-back', target: `${kind}:${id}`, detail: { title: sent.title, language: sent.language } });
    await announceReviewMove({ entry: sent, from: 'review', to: 'draft', actor: user, note: trimmed });
    redirect(`${edit}?sendBack=sent`);
  });
