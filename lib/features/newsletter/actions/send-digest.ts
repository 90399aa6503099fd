'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { kickMail } from '@/lib/features/mail';
import { signedInWith } from '@/lib/features/people';
import { recordDigest } from '@/lib/features/newsletter/digests';

const screen = (raw: { locale?: unknown }, query = '') => `/${raw.locale === 'es' ? 'es' : 'en'}/manage/newsletter${query}`;

/** The previewed post ids, in order ("3,7,9"); anything else is no list. */
const postIdsField = z.pipe(
  textField(400),
  z.transform((value) => (/^\d{1,9}(,\d{1,9}){0,49}$/.test(value) ? value.split(',').map(Number) : null)),
);

/**
 * "Send the digest" of one language: recorded (who, when, which posts) when the posts previewed are
 * still those since the last digest, audited, then mailed by the mail loop to that language's
 * confirmed subscribers, each once. Back to the screen with what happened.
 */
export const sendDigestAction = actionClient
  .input(z.object({ locale: localeField, language: localeField, postIds: postIdsField }))
  .use(signedInWith<void>('newsletter', (_reason, raw) => redirect(screen(raw))))
  .onInvalid(({ raw }) => redirect(screen(raw, '?digest=stale')))
  .formAction(async ({ input: { locale, language, postIds }, ctx: user }): Promise<void> => {
    if (!postIds) redirect(screen({ locale }, '?digest=stale'));
    let outcome: string;
    try {
      const result = await recordDigest(await getDatabase(), { locale: language, postIds, sentBy: user });
      outcome = result.outcome;
      if (result.outcome === 'sent') {
        await audit({ actor: user, action: 'newsletter.digest', target: `newsletter-digest:${result.digest.id}`, detail: { language, posts: result.digest.posts.map((post) => post.id) } });
        after(() => kickMail());
      }
    } catch (error) {
      log.error('newsletter: a digest could not be recorded', { error });
      outcome = 'failed';
    }
    refresh();
    redirect(screen({ locale }, `?digest=${outcome}&language=${language}`));
  });
