'use server';

import { refresh } from 'next/cache';
import { getDatabase } from '@/lib/infra/db';
import { actionClient, textFields, type RawForm } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { saveDraft } from '@/lib/features/newsletter/digests';
import { DIGEST_FORM_FIELDS, digestDraftSchema, draftFromForm, type DigestDraftErrors, type DigestDraftState, type DigestFormField } from '@/lib/features/newsletter/shared/digest-draft';

const typed = (raw: RawForm) => textFields(raw, DIGEST_FORM_FIELDS) as Partial<Record<DigestFormField, string>>;

/**
 * Saves the next digest's texts and posts (editors and admins: `newsletter.digest`), when the
 * draft is still the version the form was opened on; audited. A refused form keeps what was typed.
 */
export const saveDigestDraftAction = actionClient
  .input(digestDraftSchema)
  .use(signedInWith<DigestDraftState>('newsletter.digest', () => ({ status: 'denied' })))
  .onInvalid(({ issues, raw }): DigestDraftState => {
    const errors: DigestDraftErrors = {};
    for (const issue of issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (DIGEST_FORM_FIELDS as readonly string[]).includes(field)) errors[field as DigestFormField] = 'tooLong';
    }
    return { status: 'invalid', errors, values: typed(raw) };
  })
  .stateAction(async ({ input, ctx: user, raw }): Promise<DigestDraftState> => {
    try {
      const content = draftFromForm(input);
      const result = await saveDraft(await getDatabase(), { version: input.version, content, by: user.email });
      if (result.outcome === 'stale') return { status: 'stale', values: typed(raw) };
      await audit({
        actor: user,
        action: 'newsletter.draft',
        target: 'newsletter-issue:next',
        detail: { version: result.version, posts: { en: content.en.postIds, es: content.es.postIds } },
      });
      refresh();
      return { status: 'saved', version: result.version };
    } catch (error) {
      log.error('newsletter: the digest draft could not be saved', { error });
      return { status: 'failed', values: typed(raw) };
    }
  });
