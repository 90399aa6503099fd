'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { saveIntegrationAction, type SaveIntegrationState } from '@/lib/features/integrations/actions/save-integration';
import { INTEGRATION_LIMITS, MARK_KINDS, type IntegrationErrors, type IntegrationField, type IntegrationFormValues } from '@/lib/features/integrations/shared/integration-input';
import { INTEGRATION_AVAILABILITIES, INTEGRATION_STATUSES, MARK_ICONS } from '@/lib/features/integrations/shared/types';
import { MAX_ACTION_BODY_BYTES } from '@/lib/infra/http/limits.mjs';
import { deniedText } from '../editor-messages';
import { EditorFormHead, Group, Select, TextInput, type EditorParts } from '../EditorFields.client';
import { CurrentUpload, LOGO_ACCEPT, UploadInput } from '../ImageUpload';
import { uploadLimitText, type UploadLimitMessages } from '../upload-limits';

const IDLE: SaveIntegrationState = { status: 'idle' };
type T = ReturnType<typeof useTranslations<'Admin.integrations'>>;
type AdminT = ReturnType<typeof useTranslations<'Admin'>>;

function problemText(t: T, admin: AdminT, limits: UploadLimitMessages, state: SaveIntegrationState): string | null {
  if (state.status === 'denied') return deniedText(admin, state.reason);
  if (state.status === 'conflict') return t('problems.conflict');
  if (state.status !== 'refused') return null;
  const { problem } = state;
  if (problem.key === 'tooManySaves') return t('problems.tooManySaves', { seconds: problem.seconds });
  if (problem.key === 'upload') return uploadText(t, limits, problem);
  return t(`problems.${problem.key}`);
}

const UPLOAD_PROBLEMS = { 'too-large': 'uploadTooLarge', 'unsupported-type': 'uploadType', empty: 'uploadEmpty', failed: 'uploadFailed', 'too-many-pixels': 'uploadType', 'unsafe-svg': 'uploadType' } as const;
/** A refused logo: the sentence with the figures when pixels or the SVG were the problem, else the reason's. */
const uploadText = (t: T, limits: UploadLimitMessages, refusal: Parameters<typeof uploadLimitText>[1] & { reason: keyof typeof UPLOAD_PROBLEMS }) =>
  uploadLimitText(limits, refusal) ?? t(`problems.${UPLOAD_PROBLEMS[refusal.reason]}`);

/** A logo file chosen: the style becomes the uploaded image (the server does the same without JavaScript). */
function imageStyleOnUpload(event: FormEvent<HTMLFormElement>) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.name !== 'logoFile' || !input.files?.length) return;
  const style = event.currentTarget.elements.namedItem('markKind');
  if (style instanceof HTMLSelectElement) style.value = 'image';
}

/**
 * The integration editor: its facts, its logo, then its texts in English and in Spanish (one record
 * for both languages). A server action; works without JavaScript, and a refused save comes back with
 * what was typed and a sentence beside each wrong field.
 */
export function IntegrationEditor({
  id,
  version,
  initial,
  categories,
}: {
  id?: number;
  version?: number;
  initial: IntegrationFormValues;
  /** The editors' categories as [slug, name in the admin's language], in the directory's order. */
  categories: [string, string][];
}) {
  const t = useTranslations('Admin.integrations');
  const site = useTranslations('Integrations');
  const admin = useTranslations('Admin');
  const limits = useTranslations('Admin.uploadLimits');
  const [state, action, pending] = useActionState(saveIntegrationAction, IDLE);
  const values = state.status === 'refused' || state.status === 'conflict' ? state.values : initial;
  const errors: IntegrationErrors = state.status === 'refused' ? state.errors : {};
  const error = (field: IntegrationField) => {
    const code = errors[field];
    return code && t(`errors.${code}`);
  };
  // A file over the server's limit for one request is refused here, before it is sent.
  const [tooHeavy, setTooHeavy] = useState(false);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('logoFile');
    const heavy = file instanceof File && file.size > MAX_ACTION_BODY_BYTES - 256 * 1024;
    setTooHeavy(heavy);
    if (heavy) event.preventDefault();
  };
  const problem = tooHeavy ? uploadText(t, limits, { reason: 'too-large' }) : problemText(t, admin, limits, state);
  const logoError = tooHeavy ? uploadText(t, limits, { reason: 'too-large' }) : state.status === 'refused' && state.problem.key === 'upload' ? uploadText(t, limits, state.problem) : error('logo');
  const parts: EditorParts<IntegrationField> = { values, error, idPrefix: 'integration' };
  return (
    // The key makes a refused save's values show again in the uncontrolled inputs.
    <form key={JSON.stringify(values)} action={action} onSubmit={checkSize} onChange={imageStyleOnUpload} encType="multipart/form-data" noValidate className="space-y-8">
      <EditorFormHead id={id} version={version} problem={problem} />
      <Group title={t('sections.basics')}>
        <TextInput name="name" label={t('fields.name')} required max={INTEGRATION_LIMITS.name} parts={parts} />
        <TextInput name="slug" label={t('fields.slug')} hint={t('fields.slugHint')} max={INTEGRATION_LIMITS.slug} parts={parts} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="category" label={t('fields.category')} parts={parts} options={categories} />
          <Select name="availability" label={t('fields.availability')} parts={parts} options={INTEGRATION_AVAILABILITIES.map((key) => [key, site(key)])} />
        </div>
        <TextInput name="docsUrl" label={t('fields.docsUrl')} type="url" max={INTEGRATION_LIMITS.url} parts={parts} />
        <TextInput name="position" label={t('fields.position')} hint={t('fields.positionHint')} type="number" max={4} parts={parts} />
      </Group>
      <Group title={t('sections.mark')}>
        <Select name="markKind" label={t('fields.markKind')} parts={parts} options={MARK_KINDS.map((key) => [key, t(`fields.markKinds.${key}`)])} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="markIcon" label={t('fields.markIcon')} parts={parts} options={[['', t('fields.markIconNone')], ...MARK_ICONS.map((icon): [string, string] => [icon, icon])]} />
          <TextInput name="markCaption" label={t('fields.markCaption')} max={INTEGRATION_LIMITS.caption} parts={parts} />
          <TextInput name="markLines" label={t('fields.markLines')} hint={t('fields.markLinesHint')} rows={2} max={100} parts={parts} />
          <TextInput name="markColor" label={t('fields.markColor')} hint={t('fields.markColorHint')} max={7} parts={parts} />
        </div>
        <CurrentUpload url={values.logo} name="logo" label={t('fields.currentLogo')} remove={t('fields.removeLogo')} imageClassName="h-12 w-26 object-contain" />
        <UploadInput id="integration-logoFile" name="logoFile" label={t('fields.logoFile')} hint={t('fields.logoFileHint')} accept={LOGO_ACCEPT} error={logoError} />
      </Group>
      {(['en', 'es'] as const).map((language) => {
        const suffix = language === 'en' ? 'En' : 'Es';
        return (
          <Group key={language} title={t(`sections.${language}`)}>
            <div lang={language} className="space-y-5">
              <TextInput name={`description${suffix}`} label={t('fields.description')} hint={t('fields.descriptionHint')} required rows={2} max={INTEGRATION_LIMITS.description} parts={parts} />
              <TextInput name={`syncsIn${suffix}`} label={t('fields.syncsIn')} hint={t('fields.listHint')} rows={4} max={6000} parts={parts} />
              <TextInput name={`syncsOut${suffix}`} label={t('fields.syncsOut')} hint={t('fields.listHint')} rows={4} max={6000} parts={parts} />
              <TextInput name={`setup${suffix}`} label={t('fields.setup')} hint={t('fields.listHint')} rows={5} max={6000} parts={parts} />
              <TextInput name={`requirements${suffix}`} label={t('fields.requirements')} hint={t('fields.listHint')} rows={3} max={6000} parts={parts} />
            </div>
          </Group>
        );
      })}
      <Group title={t('sections.publishing')}>
        <Select name="status" label={t('fields.status')} parts={parts} options={INTEGRATION_STATUSES.map((status) => [status, t(`fields.statuses.${status}`)])} />
      </Group>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
