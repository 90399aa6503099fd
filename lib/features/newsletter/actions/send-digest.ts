'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { localeField, textField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { kickMail } from '@/lib/features/mail';
import { signedInWith } from '@/lib/features/people';
import { sendDraft } from '@/lib/features/newsletter/digests';
import { newsletterScreen } from './screen';

/** The posts the confirmation showed per language ("en:3,7|es:9"); anything else is no list. */
const postsField = z.pipe(
  textField(600),
  z.transform((value) => {
    const posts: Partial<Record<'en' | 'es', number[]>> = {};
    for (const part of value.split('|')) {
      const match = /^(en|es):(\d{1,9}(?:,\d{1,9}){0,19})?$/.exec(part);
      if (!match) return null;
      posts[match[1] as 'en' | 'es'] = match[2] ? match[2].split(',').map(Number) : [];
    }
    return posts;
  }),
);

/**
 * "Yes, send to N subscribers" (admins only): sends the next issue as confirmed — the version and
 * posts the confirmation showed; anything saved or published since sends nothing and says so. Records one digest per
 * language (the mail loop mails each confirmed subscriber once), audited, back to the screen.
 */
export const sendDigestAction = actionClient
  .input(z.object({ locale: localeField, version: versionField, posts: postsField }))
  .use(signedInWith<void>('newsletter', (_reason, raw) => redirect(newsletterScreen(raw))))
  .onInvalid(({ raw }) => redirect(newsletterScreen(raw, '?digest=stale')))
  .formAction(async ({ input: { locale, version, posts }, ctx: user }): Promise<void> => {
    if (!posts) redirect(newsletterScreen({ locale }, '?digest=stale'));
    let outcome: string;
    try {
      const result = await sendDraft(await getDatabase(), { version, posts, sentBy: user });
      outcome = result.outcome;
      if (result.outcome === 'sent') {
        await audit({
          actor: user,
          action: 'newsletter.digest',
          target: `newsletter-issue:${result.draftId}`,
          detail: { languages: result.digests.map((digest) => digest.locale), posts: result.digests.flatMap((digest) => digest.posts.map((post) => post.id)) },
        });
        after(() => kickMail());
      }
    } catch (error) {
      log.error('newsletter: a digest could not be recorded', { error });
      outcome = 'failed';
    }
    refresh();
    redirect(newsletterScreen({ locale }, `?digest=${outcome}`));
  });
