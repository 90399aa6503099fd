'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { Field } from '@/components/forms/Field';
import { saveStoryAction, type SaveStoryProblem, type SaveStoryState } from '@/lib/features/stories/actions/save-story';
import { statusChoices, type ContentStatus } from '@/lib/features/publishing/shared/workflow';
import type { Role } from '@/lib/features/people/shared/types';
import { LIMITS, MAX_RESULTS, type StoryErrors, type StoryFormValues, type StoryTextField } from '@/lib/features/stories/shared/story-input';
import { INDUSTRIES, PLATFORM_IDS, PLATFORMS, STORY_SOLUTIONS } from '@/lib/features/stories/shared/taxonomy';
import { MAX_ACTION_BODY_BYTES } from '@/lib/infra/http/limits.mjs';
import { deniedText, STATUS_LABEL } from '../editor-messages';
import { EditorFormHead, Group, Select, TextInput, type EditorParts } from '../EditorFields.client';
import { CurrentUpload, IMAGE_ACCEPT, LOGO_ACCEPT, UploadInput } from '../ImageUpload';
import { uploadLimitText, type UploadLimitMessages } from '../upload-limits';

const IDLE: SaveStoryState = { status: 'idle' };
type T = ReturnType<typeof useTranslations<'Admin.stories'>>;
type AdminT = ReturnType<typeof useTranslations<'Admin'>>;

/** What the fields need: the values shown, each field's error sentence, the ids' prefix, the messages. */
interface Parts extends EditorParts<StoryTextField> {
  values: StoryFormValues;
  error: (field: StoryTextField | 'results') => string | undefined;
  t: T;
}

/** The sentence for a refused save (above the form), or null. */
function problemText(t: T, admin: AdminT, limits: UploadLimitMessages, state: SaveStoryState): string | null {
  if (state.status === 'denied') return deniedText(admin, state.reason);
  if (state.status === 'conflict') return t('problems.conflict');
  if (state.status !== 'refused') return null;
  const problem: SaveStoryProblem = state.problem;
  switch (problem.key) {
    case 'upload': {
      const field = t(`problems.${problem.field}`);
      const limit = uploadLimitText(limits, problem);
      if (limit) return t('problems.uploadLimit', { field, limit });
      const key = ({ 'too-large': 'uploadTooLarge', 'unsupported-type': 'uploadType', empty: 'uploadEmpty', failed: 'uploadFailed', 'too-many-pixels': 'uploadType', 'unsafe-svg': 'uploadType' } as const)[problem.reason];
      return t(`problems.${key}`, { field });
    }
    case 'tooManySaves':
      return t('problems.tooManySaves', { seconds: problem.seconds });
    case 'tooManyDrafts':
      return t('problems.tooManyDrafts', { limit: problem.limit });
    case 'notFound':
    case 'forbidden':
    case 'unknown':
      return t(`problems.${problem.key}`);
    default:
      return t('problems.invalid');
  }
}

/**
 * The story editor: a new story, an edited one, or the translation of another (`translationOf`).
 * A server action; works without JavaScript, and a refused save comes back with what was typed
 * and a sentence beside each wrong field. Images are chosen here and stored with the save.
 */
export function StoryEditor({ id, version, translationOf, initial, role }: { id?: number; version?: number; translationOf?: number; role: Role; initial: StoryFormValues }) {
  const t = useTranslations('Admin.stories');
  const admin = useTranslations('Admin');
  const limits = useTranslations('Admin.uploadLimits');
  const [state, action, pending] = useActionState(saveStoryAction, IDLE);
  const values = state.status === 'refused' || state.status === 'conflict' ? state.values : initial;
  const errors: StoryErrors = state.status === 'refused' ? state.errors : {};
  const error = (field: StoryTextField | 'results') => {
    const code = errors[field];
    return code && t(`errors.${field === 'results' && code === 'required' ? 'resultsRequired' : code}`);
  };
  const [tooHeavy, setTooHeavy] = useState(false);
  const problem = tooHeavy ? t('problems.uploadsTooLarge') : problemText(t, admin, limits, state);
  const parts: Parts = { values, error, idPrefix: 'story', t };
  // One save carries both images: over the server's limit for one request, say so here rather than
  // let the server refuse the whole form.
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const files = [...new FormData(event.currentTarget).values()].filter((value): value is File => value instanceof File);
    const heavy = files.reduce((sum, file) => sum + file.size, 0) > MAX_ACTION_BODY_BYTES - 256 * 1024;
    setTooHeavy(heavy);
    if (heavy) event.preventDefault();
  };
  return (
    // The key makes a refused save's values show again even where the inputs are uncontrolled.
    <form key={JSON.stringify(values)} action={action} onSubmit={checkSize} encType="multipart/form-data" noValidate className="space-y-8">
      <EditorFormHead id={id} version={version} translationOf={translationOf} problem={problem} />
      <BasicsFields {...parts} />
      <CustomerFields {...parts} />
      <TagFields {...parts} />
      <ResultFields {...parts} />
      <QuoteFields {...parts} />
      <BodyFields {...parts} />
      <ImageFields {...parts} />
      <PublishingFields {...parts} admin={admin} statuses={statusChoices(role, initial.status)} />
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

function BasicsFields(parts: Parts) {
  const { t } = parts;
  return (
    <Group title={t('sections.basics')}>
      <TextInput name="title" label={t('fields.title')} required max={LIMITS.title} parts={parts} />
      <TextInput name="slug" label={t('fields.slug')} hint={t('fields.slugHint')} max={LIMITS.slug} parts={parts} />
      <TextInput name="summary" label={t('fields.summary')} hint={t('fields.summaryHint')} required rows={2} max={LIMITS.summary} parts={parts} />
    </Group>
  );
}

function CustomerFields(parts: Parts) {
  const { t, values } = parts;
  return (
    <Group title={t('sections.customer')}>
      <TextInput name="customer" label={t('fields.customer')} hint={t('fields.customerHint')} required max={LIMITS.customer} parts={parts} />
      <Check name="anonymized" label={t('fields.anonymized')} checked={values.anonymized} />
      <CurrentUpload url={values.logo} name="logo" label={t('fields.currentLogo')} remove={t('fields.removeLogo')} imageClassName="h-12 w-auto max-w-40 object-contain" />
      <UploadInput id="story-logoFile" name="logoFile" label={t('fields.logoFile')} accept={LOGO_ACCEPT} />
      <TextInput name="logoAlt" label={t('fields.logoAlt')} max={LIMITS.alt} parts={parts} />
      <TextInput name="region" label={t('fields.region')} max={LIMITS.region} parts={parts} />
    </Group>
  );
}

function TagFields(parts: Parts) {
  const { t, values } = parts;
  const industries = useTranslations('Stories.industries');
  const pageNames = useTranslations('PageNames');
  return (
    <Group title={t('sections.tags')}>
      <Select name="industry" label={t('fields.industry')} parts={parts} options={INDUSTRIES.map((key) => [key, industries(key)])} />
      <Select name="platform" label={t('fields.platform')} parts={parts} options={[['', t('fields.noPlatform')], ...PLATFORM_IDS.map((id) => [id, PLATFORMS[id]] as [string, string])]} />
      <fieldset>
        <legend className="field-label">{t('fields.solutions')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {STORY_SOLUTIONS.map((key) => (
            <Check key={key} name={`solution-${key}`} label={pageNames(key)} checked={values.solutions.includes(key)} />
          ))}
        </div>
      </fieldset>
    </Group>
  );
}

function ResultFields(parts: Parts) {
  const { t } = parts;
  const error = parts.error('results');
  return (
    <Group title={t('sections.results')}>
      <p id="story-results-hint" className="text-sm text-ink-600">
        {t('fields.resultsHint')}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {Array.from({ length: MAX_RESULTS }, (_, index) => index + 1).map((n) => (
        <div key={n} className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextInput name={`result${n}Value` as StoryTextField} label={t('fields.resultValue', { n })} max={LIMITS.resultValue} parts={parts} />
          <TextInput name={`result${n}Label` as StoryTextField} label={t('fields.resultLabel', { n })} max={LIMITS.resultLabel} parts={parts} />
        </div>
      ))}
    </Group>
  );
}

function QuoteFields(parts: Parts) {
  const { t } = parts;
  return (
    <Group title={t('sections.quote')}>
      <TextInput name="quote" label={t('fields.quote')} rows={3} max={LIMITS.quote} parts={parts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="quoteName" label={t('fields.quoteName')} max={LIMITS.person} parts={parts} />
        <TextInput name="quoteRole" label={t('fields.quoteRole')} max={LIMITS.person} parts={parts} />
      </div>
    </Group>
  );
}

function BodyFields(parts: Parts) {
  const { t } = parts;
  return (
    <Group title={t('sections.body')}>
      <TextInput name="challenge" label={t('fields.challenge')} hint={t('fields.bodyHint')} required rows={6} max={LIMITS.body} parts={parts} />
      <TextInput name="solution" label={t('fields.solution')} hint={t('fields.bodyHint')} required rows={8} max={LIMITS.body} parts={parts} />
      <TextInput name="outcome" label={t('fields.outcome')} hint={t('fields.bodyHint')} required rows={6} max={LIMITS.body} parts={parts} />
    </Group>
  );
}

function ImageFields(parts: Parts) {
  const { t, values } = parts;
  return (
    <Group title={t('sections.images')}>
      <CurrentUpload url={values.cover} name="cover" label={t('fields.currentCover')} remove={t('fields.removeCover')} imageClassName="h-20 w-auto rounded" />
      <UploadInput id="story-coverFile" name="coverFile" label={t('fields.coverFile')} accept={IMAGE_ACCEPT} />
      <TextInput name="coverAlt" label={t('fields.coverAlt')} max={LIMITS.alt} parts={parts} />
    </Group>
  );
}

function PublishingFields({ admin, statuses, ...parts }: Parts & { admin: AdminT; statuses: readonly ContentStatus[] }) {
  const { t, values } = parts;
  const languages = useTranslations('Admin.stories.languages');
  return (
    <Group title={t('sections.publishing')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select name="language" label={t('fields.language')} parts={parts} options={[['en', languages('en')], ['es', languages('es')]]} />
        <Select name="status" label={t('fields.status')} parts={parts} options={statuses.map((status) => [status, admin(STATUS_LABEL[status])])} />
        <Field id="story-publishAt" label={t('fields.publishAt')} error={parts.error('publishAt')}>
          {(control) => <input {...control} type="datetime-local" name="publishAt" defaultValue={values.publishAt.slice(0, 16)} className="field-control" />}
        </Field>
      </div>
      <Check name="featured" label={t('fields.featured')} checked={values.featured} />
    </Group>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-start gap-2 text-ink-800">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="mt-1 size-4 accent-brand-700" />
      <span>{label}</span>
    </label>
  );
}
