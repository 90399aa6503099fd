'use server';

import { redirect } from 'next/navigation';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { audit } from '@/lib/features/audit';
import { announceReviewMove } from '@/lib/features/publishing';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser, Denied } from '@/lib/features/people/shared/types';
import { mayEditEntry, transition, type TransitionRefusal } from '@/lib/features/publishing/shared/workflow';
import { openingAddressChanged } from '@/lib/features/openings/address-changes';
import { adminOpenings, createOpening, updateOpening } from '@/lib/features/openings/repository';
import { checkOpening, type OpeningErrors, type OpeningFormValues } from '@/lib/features/openings/shared/opening-input';
import { OpeningSlugTakenError, OpeningVersionConflictError, type Opening, type OpeningInput } from '@/lib/features/openings/shared/types';
import { editableOpening, openingAuditAction, openingForm, typedValues, type OpeningForm } from '@/lib/features/openings/actions/opening-form';

/** As often as the story editor allows. */
const OPENING_SAVE_RATE = { name: 'opening-save', points: 60, durationSeconds: 60 } as const;

export type SaveOpeningProblem = { key: 'invalid' | 'notFound' | 'forbidden' | 'unknown' | TransitionRefusal } | { key: 'tooManySaves'; seconds: number };

export type SaveOpeningState =
  | { status: 'idle' }
  | { status: 'refused'; problem: SaveOpeningProblem; errors: OpeningErrors; values: OpeningFormValues }
  /** Someone saved the opening since this editor opened it: nothing was overwritten. */
  | { status: 'conflict'; version: number; values: OpeningFormValues }
  | { status: 'denied'; reason: Denied };

const refused = (values: OpeningFormValues, problem: SaveOpeningProblem, errors: OpeningErrors = {}): SaveOpeningState => ({ status: 'refused', problem, errors, values });
const REFUSAL_CODE = { 'not-allowed': 'notAllowed', 'schedule-missing': 'scheduleMissing', 'schedule-in-past': 'scheduleInPast' } as const;

/**
 * Saves an opening from the editor (new, edited, or the translation of another). Works without
 * JavaScript; a refused save comes back with what was typed and a reason beside each wrong field.
 */
export const saveOpeningAction = actionClient
  .input(openingForm)
  .use(signedInWith('openings', (reason): SaveOpeningState => ({ status: 'denied', reason })))
  .onInvalid((): SaveOpeningState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input: form, ctx: user }): Promise<SaveOpeningState> => {
    const values = typedValues(form);
    const rate = await consume(OPENING_SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return refused(values, { key: 'tooManySaves', seconds: rate.retryAfter });
    const current = form.id ? await adminOpenings.byId(form.id) : null;
    if (form.id && !current) return refused(values, { key: 'notFound' });
    if (!mayEditEntry(user, current)) return refused(values, { key: 'forbidden' });
    const checked = checkOpening(values);
    if (!checked.ok) return refused(values, { key: 'invalid' }, checked.errors);
    const { publishAt, ...opening } = checked.opening;
    const move = transition(user.role, current, opening.status, publishAt);
    if (!move.ok) return refused(values, { key: move.reason }, { status: REFUSAL_CODE[move.reason] });
    return store(user, current, { ...opening, status: move.status, publishedAt: move.publishedAt }, form, values);
  });

async function store(user: AuthUser, current: Opening | null, input: OpeningInput, form: OpeningForm, values: OpeningFormValues): Promise<SaveOpeningState> {
  let saved: Opening | null;
  try {
    if (current) {
      saved = await updateOpening(current.id, input, form.version);
    } else {
      // "Translate": the new opening is linked to the one it translates, when the account may change that one too.
      const translationOf = form.translationOf ? await editableOpening(user, form.translationOf) : null;
      saved = await createOpening(input, user.id, { translationOf: translationOf?.id, mayChange: (opening) => mayEditEntry(user, opening) });
    }
  } catch (error) {
    if (error instanceof OpeningSlugTakenError) return refused(values, { key: 'invalid' }, { slug: 'taken' });
    if (error instanceof OpeningVersionConflictError) return { status: 'conflict', version: error.current.version, values };
    log.error('admin: saving an opening failed', { error });
    return refused(values, { key: 'unknown' });
  }
  if (!saved) return refused(values, { key: 'notFound' });
  await audit({
    actor: user,
    action: openingAuditAction(current, saved),
    target: `opening:${saved.id}`,
    detail: { slug: saved.slug, status: saved.status, version: saved.version, publishedAt: saved.publishedAt, validThrough: saved.validThrough },
  });
  // A published opening renamed leaves a 308 behind; search engines hear of published changes.
  await openingAddressChanged(current, saved);
  // The editors hear of a submission, the author of a publication.
  await announceReviewMove({ entry: { kind: 'opening', id: saved.id, title: saved.title, language: saved.language, ownerId: saved.ownerId }, from: current?.status ?? null, to: saved.status, actor: user });
  redirect(`/${form.locale}/manage/openings/${saved.id}?saved=1`);
}
