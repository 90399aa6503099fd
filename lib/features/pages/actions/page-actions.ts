'use server';
/**
 * The page editor's server actions: one per move of the page service (service.ts), each a chain
 * of the action builder (lib/infra/http/server-action.ts). The role is checked by the builder's
 * step (`pages`, or `pages.publish` for an editor's moves) before the input is read, then again,
 * with the page's owner and state, by the service. Every write is counted per account; the
 * content's size is measured before anything is read from the database.
 */
import { actionClient } from '@/lib/infra/http/server-action';
import { consume } from '@/lib/infra/rate-limit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { pageService } from '../repository';
import type { PageContent } from '../shared/types';
import {
  answer,
  autosavePageInput,
  createPageInput,
  deletePageInput,
  deniedAnswer,
  invalidAnswer,
  oversized,
  PAGE_AUTOSAVE_RATE,
  PAGE_MOVE_RATE,
  pageMoveInput,
  refusal,
  renamePageInput,
  restorePageInput,
  schedulePageInput,
  type PageActionResult,
} from './shared';

/** The account's next write, or the refusal when it wrote too often. */
async function limited(user: AuthUser, language: 'en' | 'es', policy: typeof PAGE_MOVE_RATE | typeof PAGE_AUTOSAVE_RATE): Promise<PageActionResult | null> {
  const rate = await consume(policy, `user:${user.id}`);
  return rate.allowed ? null : refusal(language, 'rate-limited', rate.retryAfter);
}

const authors = actionClient.use(signedInWith('pages', deniedAnswer));
const editors = actionClient.use(signedInWith('pages.publish', deniedAnswer));

/** A new page (an author's, by its slug) or a language version of a site page (an editor's, by its key), empty. */
export const createPageAction = authors
  .input(createPageInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => {
    const refused = await limited(user, input.locale, PAGE_MOVE_RATE);
    if (refused) return refused;
    const page = { key: input.key, slug: input.key === null ? input.slug : null, language: input.language, title: input.title, blocks: [], seo: { title: null, description: null, image: null, noindex: false }, landing: false };
    const result = await pageService().create(user, page, input.translationOf === undefined ? {} : { translationOf: input.translationOf });
    return answer(input.locale, result, page);
  });

/** The open editor's content, from the version it last saw (a newer save is never overwritten). */
export const autosavePageAction = authors
  .input(autosavePageInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => {
    const refused = await limited(user, input.locale, PAGE_AUTOSAVE_RATE);
    if (refused) return refused;
    if (oversized(input.content)) return refusal(input.locale, 'too-large');
    return answer(input.locale, await pageService().autosave(user, input.id, input.version, input.content as PageContent), input.content);
  });

export const submitPageAction = authors
  .input(pageMoveInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().submit(user, input.id, input.version)));

export const withdrawPageAction = authors
  .input(pageMoveInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().withdraw(user, input.id, input.version)));

export const schedulePageAction = editors
  .input(schedulePageInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().schedule(user, input.id, input.version, input.at)));

export const publishPageAction = editors
  .input(pageMoveInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().publish(user, input.id, input.version)));

export const unpublishPageAction = editors
  .input(pageMoveInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().unpublish(user, input.id, input.version)));

/** A new page's address (an author's own unpublished page; a live one's needs an editor: the service decides). */
export const renamePageAction = authors
  .input(renamePageInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().rename(user, input.id, input.version, input.slug)));

export const restorePageAction = editors
  .input(restorePageInput)
  .onInvalid(invalidAnswer)
  .callAction(
    async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().restore(user, input.id, input.version, input.revision)),
  );

/** Records that this language version now says what the other's live revision says. */
export const markPageTranslatedAction = authors
  .input(pageMoveInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().markTranslated(user, input.id, input.version)));

export const deletePageAction = authors
  .input(deletePageInput)
  .onInvalid(invalidAnswer)
  .callAction(async ({ input, ctx: user }) => (await limited(user, input.locale, PAGE_MOVE_RATE)) ?? answer(input.locale, await pageService().remove(user, input.id)));
