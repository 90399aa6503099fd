'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Field';
import { Spinner } from '@/components/forms/FormParts.client';
import { saveDigestDraftAction } from '@/lib/features/newsletter/actions/save-digest-draft';
import { DIGEST_LIMITS, postFieldName, type DigestDraftLanguage, type DigestDraftState, type DigestFormField, type DigestLanguage } from '@/lib/features/newsletter/shared/digest-draft';

const IDLE: DigestDraftState = { status: 'idle' };

export interface DraftLanguage {
  locale: DigestLanguage;
  text: DigestDraftLanguage;
  /** The posts the issue may list in this language (the automatic selection). */
  selection: readonly { id: number; title: string }[];
  /** What an empty subject and introduction become. */
  defaults: { subject: string; intro: string };
}

/** The next digest's texts and posts per language; editors and admins save it (a refused form keeps what was typed). */
export function DigestDraftForm({ version, languages }: { version: number; languages: readonly DraftLanguage[] }) {
  const t = useTranslations('Admin.newsletter');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(saveDigestDraftAction, IDLE);
  const echoed: Partial<Record<DigestFormField, string>> | null = state.status === 'invalid' || state.status === 'stale' || state.status === 'failed' ? state.values : null;
  const errors = state.status === 'invalid' ? state.errors : {};
  const problem =
    state.status === 'invalid' ? t('draft.invalid') : state.status === 'stale' ? t('draft.stale') : state.status === 'failed' ? t('draft.failed') : state.status === 'denied' ? admin('accessDeniedForbidden') : null;
  const value = (field: DigestFormField, saved: string) => echoed?.[field] ?? saved;
  const errorOf = (field: DigestFormField, max: number) => (errors[field] ? t('draft.tooLong', { max }) : undefined);
  return (
    <form action={action} noValidate className="mt-4 space-y-6" data-digest-draft>
      <input type="hidden" name="version" value={version} />
      {problem && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {state.status === 'saved' && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {t('draft.saved')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {languages.map(({ locale, text, selection, defaults }) => {
          const language = t(`languageWords.${locale}`);
          return (
            <fieldset key={locale} className="space-y-4 rounded-card border border-ink-100 bg-white p-5 shadow-card" lang={locale}>
              <legend className="px-1 text-base font-bold text-ink-950">{t('draft.legend', { language })}</legend>
              <Field id={`digest-subject-${locale}`} label={t('draft.subject', { language })} error={errorOf(`subject_${locale}`, DIGEST_LIMITS.subject)}>
                {(control) => <input {...control} name={`subject_${locale}`} defaultValue={value(`subject_${locale}`, text.subject)} maxLength={DIGEST_LIMITS.subject} placeholder={defaults.subject} autoComplete="off" className="field-control" />}
              </Field>
              <Field id={`digest-preheader-${locale}`} label={t('draft.preheader', { language })} error={errorOf(`preheader_${locale}`, DIGEST_LIMITS.preheader)}>
                {(control) => <input {...control} name={`preheader_${locale}`} defaultValue={value(`preheader_${locale}`, text.preheader)} maxLength={DIGEST_LIMITS.preheader} autoComplete="off" className="field-control" />}
              </Field>
              <Field id={`digest-intro-${locale}`} label={t('draft.intro', { language })} error={errorOf(`intro_${locale}`, DIGEST_LIMITS.intro)}>
                {(control) => <textarea {...control} name={`intro_${locale}`} defaultValue={value(`intro_${locale}`, text.intro)} maxLength={DIGEST_LIMITS.intro} rows={5} placeholder={defaults.intro} className="field-control" />}
              </Field>
              <p className="text-sm text-ink-600">{t('draft.defaultsHint')}</p>
              <fieldset>
                <legend className="field-label">{t('draft.posts', { language })}</legend>
                <input type="hidden" name={`shown_${locale}`} value={selection.map((post) => post.id).join(',')} />
                {selection.length === 0 ? (
                  <p className="mt-1 text-sm text-ink-700">{t('draft.noPosts')}</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {selection.map((post, index) => (
                      <li key={post.id}>
                        <label className="flex items-start gap-2 text-ink-900">
                          <input type="checkbox" name={postFieldName(locale, index)} value={post.id} defaultChecked={text.postIds === null || text.postIds.includes(post.id)} className="mt-1 size-4 accent-brand-700" />
                          <span>{post.title}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            </fieldset>
          );
        })}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('draft.saving') : t('draft.save')}
      </button>
    </form>
  );
}
