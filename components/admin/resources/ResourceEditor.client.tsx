'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { Field } from '@/components/forms/Field';
import { saveResourceAction, type SaveResourceState } from '@/lib/features/resources/actions/save-resource';
import { RESOURCE_LIMITS, type ResourceField, type ResourceFormValues } from '@/lib/features/resources/shared/resource-input';
import { RESOURCE_STATUSES, RESOURCE_TYPES } from '@/lib/features/resources/shared/types';
import { deniedText } from '../editor-messages';
import { EditorFormHead, Group, Select, TextInput, type EditorParts } from '../EditorFields.client';

const IDLE: SaveResourceState = { status: 'idle' };

/**
 * The resource editor: a new resource, an edited one, or the translation of another, with its PDF.
 * A server action; works without JavaScript, and a refused save comes back with what was typed
 * (the file must be chosen again) and a sentence beside each wrong field.
 */
export function ResourceEditor({ id, version, translationOf, initial, fileSize, maxMb }: { id?: number; version?: number; translationOf?: number; initial: ResourceFormValues; fileSize: number | null; maxMb: number }) {
  const t = useTranslations('Admin.resources');
  const admin = useTranslations('Admin');
  const resources = useTranslations('Resources');
  const [state, action, pending] = useActionState(saveResourceAction, IDLE);
  const values = state.status === 'refused' ? state.values : initial;
  const errors = state.status === 'refused' ? state.errors : {};
  const error = (field: ResourceField) => {
    const code = errors[field];
    return code && t(`errors.${code}`);
  };
  const problem = state.status === 'denied' ? deniedText(admin, state.reason) : state.status === 'refused' ? t(`problems.${state.problem}`) : null;
  const fileError = state.status === 'refused' && state.file ? t(`fileErrors.${state.file}`, { mb: maxMb }) : undefined;
  const parts: EditorParts<ResourceField> = { values, error, idPrefix: 'resource' };
  return (
    <form key={JSON.stringify(values)} action={action} noValidate className="space-y-8">
      <EditorFormHead id={id} version={version} translationOf={translationOf} problem={problem} />
      <Group title={t('fields.title')}>
        <TextInput name="title" label={t('fields.title')} required max={RESOURCE_LIMITS.title} parts={parts} />
        <TextInput name="slug" label={t('fields.slug')} hint={t('fields.slugHint')} max={RESOURCE_LIMITS.slug} parts={parts} />
        <TextInput name="summary" label={t('fields.summary')} required rows={3} max={RESOURCE_LIMITS.summary} parts={parts} />
        <TextInput name="inside" label={t('fields.inside')} required rows={6} max={4000} parts={parts} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="language" label={t('fields.language')} parts={parts} options={(['en', 'es'] as const).map((key) => [key, resources(`languages.${key}`)])} />
          <Select name="type" label={t('fields.type')} parts={parts} options={RESOURCE_TYPES.map((key) => [key, resources(`types.${key}`)])} />
          <Select name="access" label={t('fields.access')} parts={parts} options={(['gated', 'open'] as const).map((key) => [key, t(`access.${key}`)])} />
          <Select name="status" label={t('fields.status')} parts={parts} options={RESOURCE_STATUSES.map((key) => [key, t(`statuses.${key}`)])} />
        </div>
        <Field id="resource-file" label={t('fields.file')} error={fileError}>
          {(control) => (
            <>
              <p id="resource-file-hint" className="mb-1 text-sm text-ink-600">
                {t('fields.fileHint', { mb: maxMb })} {fileSize !== null && t('fields.currentFile', { size: Math.ceil(fileSize / 1024) })}
              </p>
              <input {...control} aria-describedby={[`resource-file-hint`, control['aria-describedby']].filter(Boolean).join(' ')} type="file" name="file" accept="application/pdf,.pdf" className="field-control" />
            </>
          )}
        </Field>
      </Group>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending && <Spinner />}
        {t('save')}
      </button>
    </form>
  );
}
