'use server';

import * as z from 'zod/mini';
import { refresh } from 'next/cache';
import { localeField, serialIdField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { createIntegrationCategory, updateIntegrationCategory } from '@/lib/features/integrations/repository';
import { CATEGORY_FIELDS, checkCategory, type CategoryErrors, type CategoryField, type CategoryFormValues } from '@/lib/features/integrations/shared/categories';

export type SaveCategoryState =
  | { status: 'idle' }
  | { status: 'saved'; name: string }
  | { status: 'refused'; errors: CategoryErrors; values: CategoryFormValues; problem: 'invalid' | 'tooMany' | 'notFound' }
  | { status: 'denied'; reason: Denied };

const categoryForm = z.object({
  ...(Object.fromEntries(CATEGORY_FIELDS.map((name) => [name, textField(1000)])) as Record<CategoryField, ReturnType<typeof textField>>),
  locale: localeField,
  id: serialIdField,
});

/**
 * Adds a directory category (no id) or changes one: names and introductions in both languages, its
 * slug and order (editors and admins). A slug another category has is refused beside the field.
 */
export const saveIntegrationCategoryAction = actionClient
  .input(categoryForm)
  .use(signedInWith('integrations', (reason): SaveCategoryState => ({ status: 'denied', reason })))
  .onInvalid((): SaveCategoryState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input: form, ctx: user }): Promise<SaveCategoryState> => {
    const values = Object.fromEntries(CATEGORY_FIELDS.map((name) => [name, form[name]])) as CategoryFormValues;
    const checked = checkCategory(values);
    if (!checked.ok) return { status: 'refused', errors: checked.errors, values, problem: 'invalid' };
    const result = form.id ? await updateIntegrationCategory(form.id, checked.category) : await createIntegrationCategory(checked.category);
    if (!result.ok) {
      if (result.reason === 'taken') return { status: 'refused', errors: { slug: 'taken' }, values, problem: 'invalid' };
      return { status: 'refused', errors: {}, values, problem: result.reason === 'tooMany' ? 'tooMany' : 'notFound' };
    }
    const { category } = result;
    await audit({ actor: user, action: form.id ? 'integration.category.edit' : 'integration.category.create', target: `integration-category:${category.id}`, detail: { slug: category.slug, name: category.name.en } });
    // The list and its forms show what was saved.
    refresh();
    return { status: 'saved', name: category.name[form.locale] };
  });
