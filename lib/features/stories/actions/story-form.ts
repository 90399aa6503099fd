import 'server-only';
/** What the story editor's actions share: the posted form, read as typed, and the account's rights. */
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { fileField, flagField, localeField, serialIdField, textField, versionField } from '@/lib/infra/http/form-fields';
import type { RawForm } from '@/lib/infra/http/server-action';
import type { AuditAction } from '@/lib/features/audit';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { adminStories } from '@/lib/features/stories/repository';
import { STORY_TEXT_FIELDS, type StoryFormValues, type StoryTextField } from '@/lib/features/stories/shared/story-input';
import { STORY_SOLUTIONS } from '@/lib/features/stories/shared/taxonomy';
import type { Story } from '@/lib/features/stories/shared/types';

export const storyForm = z.object({
  ...(Object.fromEntries(STORY_TEXT_FIELDS.map((name) => [name, textField(25_000)])) as Record<StoryTextField, ReturnType<typeof textField>>),
  ...(Object.fromEntries(STORY_SOLUTIONS.map((key) => [`solution-${key}`, flagField])) as Record<`solution-${string}`, typeof flagField>),
  anonymized: flagField,
  featured: flagField,
  logoRemove: flagField,
  coverRemove: flagField,
  logoFile: fileField,
  coverFile: fileField,
  /** The admin area's language, where the editor goes back to after a save. */
  locale: localeField,
  id: serialIdField,
  version: versionField,
  translationOf: serialIdField,
});
export type StoryForm = z.infer<typeof storyForm>;

/** The form's values as typed, for the checks and to fill a refused form again. */
export function typedValues(form: StoryForm): StoryFormValues {
  const values = Object.fromEntries(STORY_TEXT_FIELDS.map((name) => [name, form[name]])) as Record<StoryTextField, string>;
  const flags = form as unknown as Record<string, boolean>;
  // "Remove the logo": the stored address goes (a new file chosen at once replaces it anyway).
  if (form.logoRemove) values.logo = '';
  if (form.coverRemove) values.cover = '';
  return { ...values, anonymized: form.anonymized, featured: form.featured, solutions: STORY_SOLUTIONS.filter((key) => flags[`solution-${key}`]) };
}

/** What a save did, for the audit log: its move through the workflow, or an edit. */
export function storyAuditAction(before: Story | null, after: Story): AuditAction {
  if (after.status === 'published' && before?.status !== 'published') return 'story.publish';
  if (after.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishedAt !== after.publishedAt)) return 'story.schedule';
  if (before?.status === 'published' && after.status !== 'published') return 'story.unpublish';
  if (after.status === 'review' && before?.status !== 'review') return 'story.submit';
  return before ? 'story.edit' : 'story.create';
}

/** Someone who may not touch stories goes back to the admin area's start. */
export const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/** The story with this id when the account may change it (an author: their own drafts), else null. */
export async function editableStory(user: AuthUser, id: number | null): Promise<Story | null> {
  const story = id ? await adminStories.byId(id) : null;
  return story && mayEditEntry(user, story) ? story : null;
}
