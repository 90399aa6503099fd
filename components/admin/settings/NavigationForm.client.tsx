'use client';

import { useActionState, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { saveNavigationAction, type NavigationFormState } from '@/lib/features/site-settings/actions/save-navigation';
import { navigationFields, type SiteNavigation } from '@/lib/features/site-settings/shared/navigation';
import type { Locale } from '@/lib/infra/routing/locales';
import { FieldEditor } from '../pages/BlockFields.client';
import { FormAlert } from '../trust/form-parts';
import { DraftButtons, useRefusalText } from './DraftButtons.client';

const IDLE: NavigationFormState = { status: 'idle' };
const FIELDS = navigationFields();
const LABELLED = ['header', 'footer', 'menu', 'link', 'label', 'href', 'description', 'groups', 'heading', 'links', 'title'] as const;

/**
 * One language's header and footer menus, edited with the page builder's generated form (the
 * fields read off the navigation schema): entries, groups and links added, removed and moved up or
 * down, then saved as a draft or published. A refused save keeps everything typed.
 */
export function NavigationForm({ initial, language, versions, custom }: { initial: SiteNavigation; language: Locale; versions: { draft: number; published: number }; custom: boolean }) {
  const t = useTranslations('Admin.navigation');
  const locale = useLocale();
  const [value, setValue] = useState<SiteNavigation>(initial);
  const [state, action, pending] = useActionState(saveNavigationAction, IDLE);
  const labels = useMemo(() => Object.fromEntries(LABELLED.map((name) => [name, t(`fields.${name}`)])), [t]);
  const problem = useRefusalText(state);
  const context = { errors: state.status === 'invalid' ? state.errors : {}, disabled: pending, labels, collapse: true };
  return (
    <form action={action} noValidate className="mt-6 space-y-8" lang={language}>
      <input type="hidden" name="navigation" value={JSON.stringify(value)} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="draftVersion" value={versions.draft} />
      <input type="hidden" name="publishedVersion" value={versions.published} />
      <input type="hidden" name="locale" value={locale} />
      {problem && <FormAlert>{problem}</FormAlert>}
      {FIELDS.map((field) => (
        <section key={field.name} className="rounded-card border border-ink-100 bg-white p-6 shadow-card" aria-labelledby={`navigation-${field.name}`}>
          <h2 id={`navigation-${field.name}`} className="text-lg font-bold text-ink-950">
            {t(`sections.${field.name as 'header' | 'footer'}`)}
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-600">{t(`hints.${field.name as 'header' | 'footer'}`)}</p>
          <FieldEditor field={field} value={value[field.name as keyof SiteNavigation]} path={`navigation.${field.name}`} context={context} onChange={(next) => setValue({ ...value, [field.name]: next })} />
        </section>
      ))}
      <DraftButtons pending={pending} extra={custom ? { intent: 'reset', label: t('reset') } : undefined} />
    </form>
  );
}
