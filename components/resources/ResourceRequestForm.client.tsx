'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/infra/routing/routing';
import { getPathname } from '@/lib/infra/routing/navigation';
import { FormBusy, FormRateLimit, SubmissionError, SubmitButton, SuccessPanel } from '@/components/forms/FormParts.client';
import { errorIdOf } from '@/components/forms/Field';
import { LeadFormFrame } from '@/components/forms/LeadFormFrame.client';
import { PersonFields, type PersonField } from '@/components/forms/PersonFields';
import { useFieldErrorText } from '@/components/forms/FormParts.client';
import { useFieldProps, useLeadForm } from '@/components/forms/use-lead-form.client';
import { requestResource } from '@/lib/features/resources/actions/request-resource';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import type { ResourceRequestField } from '@/lib/features/resources/shared/request-schema';

const EMPTY: Record<ResourceRequestField, string> = { firstName: '', lastName: '', email: '', company: '', consent: '', resource: '' };
const loadSchema = () => import('@/lib/features/resources/shared/request-schema').then((schemas) => schemas.resourceRequestSchema);

/**
 * A gated resource's form: name, work email, company and consent. On success the download starts
 * at once (and the button stays for a second try); a link valid for seven days is also mailed.
 * Works without JavaScript: the page comes back with the download button.
 */
export function ResourceRequestForm({ locale, slug, pageUri, pageName }: { locale: Locale; slug: string; pageUri: string; pageName: string }) {
  const t = useTranslations('Resources');
  const lead = useLeadForm({ loadSchema, action: requestResource, emptyValues: { ...EMPTY, resource: slug } });
  const wired = useFieldProps(lead as never, 'resource-request') as (field: PersonField) => ReturnType<ReturnType<typeof useFieldProps>>;
  const errorText = useFieldErrorText();
  const { state, resend, busy, enhanced } = lead;

  if (state.status === 'success') return <RequestSent locale={locale} state={state} />;

  const consentError = errorText('consent' as never, lead.errorCode('consent'));
  return (
    <section aria-labelledby="resource-request-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id="resource-request-title" className="text-2xl font-bold text-ink-950">
        {t('formTitle')}
      </h2>
      <p className="mt-2 mb-6 leading-7 text-ink-700">{t('formBody')}</p>
      <LeadFormFrame idPrefix="resource-request" locale={locale} pageUri={pageUri} pageName={pageName} lead={lead}>
        <input type="hidden" name="resource" value={slug} />
        <PersonFields wired={wired} />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="resource-request-consent"
              type="checkbox"
              value="on"
              required
              aria-invalid={Boolean(consentError)}
              aria-describedby={consentError ? errorIdOf('resource-request-consent') : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
              defaultChecked={state.status !== 'idle' && 'values' in state && state.values.consent === 'on'}
              {...lead.form.register('consent')}
            />
            <label htmlFor="resource-request-consent" className="text-sm leading-6 text-ink-800">
              {t('consent')}
            </label>
          </div>
          {consentError && (
            <p id={errorIdOf('resource-request-consent')} className="field-error">
              {consentError}
            </p>
          )}
        </div>
        {state.status === 'invalid' && state.fieldErrors.resource && <SubmissionError message={t('invalidResource')} />}
        {state.status === 'rate-limited' && <FormRateLimit onRetry={enhanced ? resend : undefined} remaining={lead.cooling} />}
        {state.status === 'busy' && <FormBusy contact={state.contact} />}
        {state.status === 'error' && <SubmissionError message={t('error')} />}
        <SubmitButton busy={busy} waiting={lead.cooling > 0} label={t('submit')} busyLabel={t('submitting')} />
      </LeadFormFrame>
    </section>
  );
}

/** The download starts by itself once; the button stays (and is all there is without JavaScript). */
function RequestSent({ locale, state }: { locale: Locale; state: Extract<SubmissionState<string>, { status: 'success' }> }) {
  const t = useTranslations('Resources');
  const href = state.downloadPath ? getPathname({ locale, href: state.downloadPath }) : null;
  useEffect(() => {
    if (href) window.location.assign(href);
  }, [href]);
  return (
    <SuccessPanel title={t('successTitle')} message={href ? (state.mailed ? t('successMailed') : t('successNoMail')) : t('successPending')}>
      {href ? (
        <a href={href} className="btn btn-primary" download>
          {t('downloadAgain')}
        </a>
      ) : (
        <span />
      )}
    </SuccessPanel>
  );
}
