'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field, errorIdOf } from '@/components/forms/Field';
import { FormBusy, FormRateLimit, SubmissionError, SubmitButton, SuccessPanel } from '@/components/forms/FormParts.client';
import { InputField, type WiredField } from '@/components/forms/InputField';
import { LeadFormFrame } from '@/components/forms/LeadFormFrame.client';
import { useLeadForm } from '@/components/forms/use-lead-form.client';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { pages } from '@/lib/infra/routing/pages';
import { submitApplication } from '@/lib/features/applications/actions/submit-application';
import { APPLICATION_LIMITS, CV_FIELD, CV_MAX_MB, cvSizeProblem, type ApplicationField } from '@/lib/features/applications/shared/fields';
import type { ApplicationState } from '@/lib/features/applications/shared/types';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import { CvField } from './CvField.client';

type FormField = ApplicationField | typeof CV_FIELD;
const EMPTY: Record<FormField, string> = { fullName: '', email: '', profileUrl: '', message: '', consent: '', opening: '', cv: '' };
const loadSchema = () => import('@/lib/features/applications/shared/application-input').then((schemas) => schemas.applicationSchema);
// The lead forms' hook speaks SubmissionState; this action's answers are the same shapes with the
// application's own error codes (and `closed`), which the form reads back as ApplicationState.
const action = submitApplication as unknown as (previous: SubmissionState<FormField>, data: FormData) => Promise<SubmissionState<FormField>>;

/**
 * An opening's application form: name, email, a profile link, the CV (a PDF of up to 5 MB, checked
 * here by its size and on the server by its bytes), a message and consent. Works without
 * JavaScript: the page comes back with the answer, the typed fields kept (a file is chosen again).
 */
export function ApplicationForm({ locale, slug, pageUri, pageName, retentionDays }: { locale: Locale; slug: string; pageUri: string; pageName: string; retentionDays: number }) {
  const t = useTranslations('Careers.application');
  const lead = useLeadForm({ loadSchema, action, emptyValues: { ...EMPTY, opening: slug } });
  const state = lead.state as ApplicationState;
  const errorText = useApplicationErrorText();
  const [cvProblem, setCvProblem] = useState<string | undefined>();
  const wired = (field: ApplicationField): WiredField => ({
    id: `apply-${field}`,
    error: errorText(field, lead.errorCode(field)),
    registration: lead.form.register(field),
    defaultValue: lead.echoed?.[field] ?? '',
  });

  if (state.status === 'success') return <ApplicationSent locale={locale} mailed={state.mailed === true} />;

  // The size is known before anything is sent: a missing or oversized CV is said at once, the rest kept.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(CV_FIELD);
    const problem = cvSizeProblem(input instanceof HTMLInputElement ? (input.files?.[0]?.size ?? 0) : 0);
    setCvProblem(problem ?? undefined);
    if (!problem) return lead.onSubmit(event);
    event.preventDefault();
    void lead.form.trigger();
    if (input instanceof HTMLInputElement) input.focus();
  };
  const consentError = errorText('consent', lead.errorCode('consent'));
  return (
    <LeadFormFrame idPrefix="apply" locale={locale} pageUri={pageUri} pageName={pageName} lead={{ ...lead, onSubmit }}>
      <input type="hidden" name="opening" value={slug} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...wired('fullName')} label={t('fullName')} required autoComplete="name" maxLength={APPLICATION_LIMITS.fullName} />
        <InputField {...wired('email')} label={t('email')} required type="email" autoComplete="email" maxLength={APPLICATION_LIMITS.email} />
      </div>
      <ProfileField {...wired('profileUrl')} />
      <CvField
        id="apply-cv"
        label={t('cv', { max: CV_MAX_MB })}
        hint={t('cvHint', { max: CV_MAX_MB })}
        error={errorText(CV_FIELD, cvProblem ?? lead.errorCode(CV_FIELD))}
        chooseAgain={state.status !== 'idle' && !lead.enhanced ? t('cvAgain') : undefined}
        onChange={() => setCvProblem(undefined)}
      />
      <MessageField {...wired('message')} />
      <ConsentField locale={locale} retentionDays={retentionDays} error={consentError} registration={lead.form.register('consent')} checked={lead.echoed?.consent === 'on'} />
      {state.status === 'invalid' && state.closed && <ClosedNotice locale={locale} />}
      {state.status === 'rate-limited' && <FormRateLimit onRetry={lead.enhanced ? lead.resend : undefined} remaining={lead.cooling} />}
      {state.status === 'busy' && <FormBusy contact={state.contact} />}
      {state.status === 'error' && <SubmissionError message={t('error')} />}
      <SubmitButton busy={lead.busy} waiting={lead.cooling > 0} label={t('submit')} busyLabel={t('submitting')} />
    </LeadFormFrame>
  );
}

/** The application's error codes in the visitor's language: the site's form errors, and the CV's and the link's own. */
function useApplicationErrorText() {
  const forms = useTranslations('Forms.errors');
  const t = useTranslations('Careers.application.errors');
  return (field: FormField, code: string | undefined): string | undefined => {
    if (!code) return undefined;
    if (code === 'tooLong') return forms('tooLong', { max: field in APPLICATION_LIMITS ? APPLICATION_LIMITS[field as keyof typeof APPLICATION_LIMITS] : 0 });
    if (code === 'cvMissing' || code === 'cvNotPdf' || code === 'cvTooLarge') return t(code, { max: CV_MAX_MB });
    if (code === 'invalidUrl') return t('invalidUrl');
    if (code === 'invalidEmail' || code === 'invalidName') return forms(code);
    return forms('required');
  };
}

/** A link to the applicant's profile or work (optional). */
function ProfileField({ registration, defaultValue, ...field }: WiredField) {
  const t = useTranslations('Careers.application');
  const forms = useTranslations('Forms');
  return (
    <Field {...field} label={t('profileUrl')} optionalLabel={forms('optional')}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          maxLength={APPLICATION_LIMITS.profileUrl}
          defaultValue={defaultValue}
          className="field-control"
        />
      )}
    </Field>
  );
}

/** What the applicant wants to say (optional). */
function MessageField({ registration, defaultValue, ...field }: WiredField) {
  const t = useTranslations('Careers.application');
  const forms = useTranslations('Forms');
  return (
    <Field {...field} label={t('message')} optionalLabel={forms('optional')}>
      {(control) => <textarea {...control} {...registration} rows={5} maxLength={APPLICATION_LIMITS.message} defaultValue={defaultValue} className="field-control resize-y" />}
    </Field>
  );
}

/** Consent to keep the application for the stated time, with the privacy policy a click away. */
function ConsentField({ locale, retentionDays, error, registration, checked }: { locale: Locale; retentionDays: number; error?: string; registration: WiredField['registration']; checked: boolean }) {
  const t = useTranslations('Careers.application');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="apply-consent"
          type="checkbox"
          value="on"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorIdOf('apply-consent') : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          defaultChecked={checked}
          {...registration}
        />
        <label htmlFor="apply-consent" className="text-sm leading-6 text-ink-800">
          {t.rich('consent', {
            days: retentionDays,
            link: (chunks) => (
              <Link locale={locale} href={pages.privacyPolicy.path} className="font-semibold text-brand-800 underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </label>
      </div>
      {error && (
        <p id={errorIdOf('apply-consent')} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The opening stopped taking applications while the form was open. */
function ClosedNotice({ locale }: { locale: Locale }) {
  const t = useTranslations('Careers.application');
  return (
    <div role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
      <p>{t('closed')}</p>
      <Link locale={locale} href={`${pages.careers.path}#careers-openings`} className="mt-2 inline-block font-semibold underline underline-offset-2">
        {t('seeOpenings')}
      </Link>
    </div>
  );
}

/** The thanks, and the way back to the open roles. */
function ApplicationSent({ locale, mailed }: { locale: Locale; mailed: boolean }) {
  const t = useTranslations('Careers.application');
  return (
    <SuccessPanel title={t('successTitle')} message={mailed ? t('successMailed') : t('successNoMail')}>
      <Link locale={locale} href={`${pages.careers.path}#careers-openings`} className="btn btn-primary">
        {t('seeOpenings')}
      </Link>
    </SuccessPanel>
  );
}
