'use server';

import { redirect } from 'next/navigation';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { getDatabase } from '@/lib/infra/db';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { saveLogoUpload } from '@/lib/infra/uploads/logo-upload';
import { saveUpload, uploadOptionsFromEnv, type UploadRefusal } from '@/lib/infra/uploads/store';
import { audit } from '@/lib/features/audit';
import { announceReviewMove } from '@/lib/features/publishing';
import { rememberUpload } from '@/lib/features/media';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser, Denied } from '@/lib/features/people/shared/types';
import { mayEditEntry, transition, type TransitionRefusal } from '@/lib/features/publishing/shared/workflow';
import { storyAddressChanged } from '@/lib/features/stories/address-changes';
import { STORY_FILES } from '@/lib/features/stories/files';
import { adminStories, createStory, updateStory } from '@/lib/features/stories/repository';
import { maxStoryDrafts, STORY_SAVE_RATE } from '@/lib/features/stories/quotas';
import { unpublishedStoriesOf } from '@/lib/features/stories/store';
import { checkStory, type StoryErrors, type StoryFormValues } from '@/lib/features/stories/shared/story-input';
import { StorySlugTakenError, StoryVersionConflictError, type Story, type StoryInput } from '@/lib/features/stories/shared/types';
import { editableStory, storyAuditAction, storyForm, typedValues, type StoryForm } from '@/lib/features/stories/actions/story-form';

export type SaveStoryProblem =
  | { key: 'invalid' }
  | { key: 'notFound' }
  | { key: 'forbidden' }
  | { key: 'tooManySaves'; seconds: number }
  | { key: 'tooManyDrafts'; limit: number }
  /** The chosen file was refused (its reason and, for pixels or an SVG, the figures) or could not be stored. */
  | ({ key: 'upload'; field: 'logo' | 'cover' } & (UploadRefusal | { reason: 'failed' }))
  | { key: TransitionRefusal }
  | { key: 'unknown' };

export type SaveStoryState =
  | { status: 'idle' }
  | { status: 'refused'; problem: SaveStoryProblem; errors: StoryErrors; values: StoryFormValues }
  /** Someone saved the story since this editor opened it: nothing was overwritten. */
  | { status: 'conflict'; version: number; values: StoryFormValues }
  | { status: 'denied'; reason: Denied };

const refused = (values: StoryFormValues, problem: SaveStoryProblem, errors: StoryErrors = {}): SaveStoryState => ({ status: 'refused', problem, errors, values });

/**
 * Saves a story from the editor (new, edited, or the translation of another). Works without
 * JavaScript; a refused save comes back with what was typed and a reason beside each wrong field.
 */
export const saveStoryAction = actionClient
  .input(storyForm)
  .use(signedInWith('stories', (reason): SaveStoryState => ({ status: 'denied', reason })))
  .onInvalid((): SaveStoryState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input: form, ctx: user }): Promise<SaveStoryState> => {
    const values = typedValues(form);
    const rate = await consume(STORY_SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return refused(values, { key: 'tooManySaves', seconds: rate.retryAfter });
    const current = form.id ? await adminStories.byId(form.id) : null;
    if (form.id && !current) return refused(values, { key: 'notFound' });
    if (!mayEditEntry(user, current)) return refused(values, { key: 'forbidden' });
    const images = await storeImages(form, values, user.id);
    if (!images.ok) return images.answer;
    const checked = checkStory(images.values);
    if (!checked.ok) return refused(images.values, { key: 'invalid' }, checked.errors);
    const { publishAt, ...story } = checked.story;
    const move = transition(user.role, current, story.status, publishAt);
    if (!move.ok) return refused(images.values, { key: move.reason }, { status: move.reason === 'not-allowed' ? 'notAllowed' : move.reason === 'schedule-missing' ? 'scheduleMissing' : 'scheduleInPast' });
    const input: StoryInput = { ...story, status: move.status, publishedAt: move.publishedAt };
    return store(user, current, input, form, images.values);
  });

/**
 * Stores the chosen logo and cover files (their bytes decide the type; an SVG logo is drawn into a
 * PNG first), and puts their addresses in the form.
 */
async function storeImages(form: StoryForm, values: StoryFormValues, userId: number): Promise<{ ok: true; values: StoryFormValues } | { ok: false; answer: SaveStoryState }> {
  const next = { ...values };
  for (const field of ['logo', 'cover'] as const) {
    const chosen = form[`${field}File`];
    if (!chosen) continue;
    try {
      const options = uploadOptionsFromEnv(getEnv());
      const saved = field === 'logo' ? await saveLogoUpload(chosen, options) : await saveUpload(chosen, options);
      if (!saved.ok) return { ok: false, answer: refused(values, { key: 'upload', field, ...saved }) };
      next[field] = saved.url;
      await rememberUpload(saved.url, { label: chosen.name, uploadedBy: userId });
    } catch (error) {
      log.error('admin: a story image upload failed', { error });
      return { ok: false, answer: refused(values, { key: 'upload', field, reason: 'failed' }) };
    }
  }
  return { ok: true, values: next };
}

async function store(user: AuthUser, current: Story | null, input: StoryInput, form: StoryForm, values: StoryFormValues): Promise<SaveStoryState> {
  let saved: Story | null;
  try {
    if (current) {
      saved = await updateStory(current.id, input, form.version);
    } else {
      const limit = maxStoryDrafts(user.role);
      if (input.status !== 'published' && input.status !== 'scheduled' && (await unpublishedStoriesOf(getDatabase, user.id)) >= limit) {
        return refused(values, { key: 'tooManyDrafts', limit });
      }
      // "Translate": the new story is linked to the one it translates, when the account may change that one too.
      const translationOf = form.translationOf ? await editableStory(user, form.translationOf) : null;
      saved = await createStory(input, user.id, { translationOf: translationOf?.id, mayChange: (story) => mayEditEntry(user, story) });
    }
  } catch (error) {
    if (error instanceof StorySlugTakenError) return refused(values, { key: 'invalid' }, { slug: 'taken' });
    if (error instanceof StoryVersionConflictError) return { status: 'conflict', version: error.current.version, values };
    log.error('admin: saving a story failed', { error });
    return refused(values, { key: 'unknown' });
  }
  if (!saved) return refused(values, { key: 'notFound' });
  await audit({
    actor: user,
    action: storyAuditAction(current, saved),
    target: `story:${saved.id}`,
    detail: { slug: saved.slug, status: saved.status, version: saved.version, publishedAt: saved.publishedAt },
  });
  // A published story renamed leaves a 308 behind; search engines hear of published changes.
  await storyAddressChanged(current, saved);
  // The editors hear of a submission, the author of a publication.
  await announceReviewMove({ entry: { kind: 'story', id: saved.id, title: saved.title, language: saved.language, ownerId: saved.ownerId }, from: current?.status ?? null, to: saved.status, actor: user });
  // The save has committed: a replaced or removed logo or cover no row names any more is deleted.
  await discardUnreferencedUploads(droppedFiles(current, saved, STORY_FILES), getDatabase, uploadOptionsFromEnv(getEnv()));
  redirect(`/${form.locale}/manage/customers/${saved.id}?saved=1`);
}
