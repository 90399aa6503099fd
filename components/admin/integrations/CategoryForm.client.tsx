'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { saveIntegrationCategoryAction, type SaveCategoryState } from '@/lib/features/integrations/actions/save-integration-category';
import { CATEGORY_LIMITS, type CategoryField, type CategoryFormValues } from '@/lib/features/integrations/shared/categories';
import { deniedText } from '../editor-messages';
import { TextInput, type EditorParts } from '../EditorFields.client';

const IDLE: SaveCategoryState = { status: 'idle' };

/**
 * A directory category's form: a new one (no `id`) or an existing one. A server action; works without
 * JavaScript, and a refused save comes back with what was typed and a sentence beside each wrong field.
 */
export function CategoryForm({ id, initial }: { id?: number; initial: CategoryFormValues }) {
  const t = useTranslations('Admin.integrationCategories');
  const admin = useTranslations('Admin');
  const locale = useLocale();
  const [state, action, pending] = useActionState(saveIntegrationCategoryAction, IDLE);
  const values = state.status === 'refused' ? state.values : initial;
  const errors = state.status === 'refused' ? state.errors : {};
  const error = (field: CategoryField) => {
    const code = errors[field];
    if (!code) return undefined;
    return field === 'position' ? t('errors.position') : t(`errors.${code}`);
  };
  const parts: EditorParts<CategoryField> = { values, error, idPrefix: `category-${id ?? 'new'}` };
  const problem = state.status === 'denied' ? deniedText(admin, state.reason) : state.status === 'refused' ? t(state.problem) : null;
  return (
    // The key makes a refused save's values show again in the uncontrolled inputs.
    <form key={JSON.stringify(values)} action={action} noValidate className="mt-3 space-y-4">
      <input type="hidden" name="locale" value={locale} />
      {id && <input type="hidden" name="id" value={id} />}
      {problem && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {state.status === 'saved' && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {t('saved', { name: state.name })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="nameEn" label={t('fields.nameEn')} required max={CATEGORY_LIMITS.name} parts={parts} />
        <TextInput name="nameEs" label={t('fields.nameEs')} required max={CATEGORY_LIMITS.name} parts={parts} />
        <TextInput name="slug" label={t('fields.slug')} hint={t('fields.slugHint')} max={CATEGORY_LIMITS.slug} parts={parts} />
        <TextInput name="position" label={t('fields.position')} hint={t('fields.positionHint')} type="number" max={4} parts={parts} />
        <TextInput name="introEn" label={t('fields.introEn')} rows={2} max={CATEGORY_LIMITS.intro} parts={parts} />
        <TextInput name="introEs" label={t('fields.introEs')} rows={2} max={CATEGORY_LIMITS.intro} parts={parts} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('saving') : id ? t('save') : t('add')}
      </button>
    </form>
  );
}
