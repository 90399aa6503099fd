'use client';

import { useTrackOnMount } from '@/components/analytics/track.client';
import { useTranslations } from 'next-intl';
import { DemoLink } from '@/components/demo/DemoLink.client';
import type { Locale } from '@/lib/infra/routing/routing';
import { FormBusy, FormRateLimit, PrivacyNote, SubmissionError, SubmitButton, SuccessPanel } from '@/components/forms/FormParts.client';
import { LeadFormFrame } from '@/components/forms/LeadFormFrame.client';
import { PersonFields, type PersonField } from '@/components/forms/PersonFields';
import { useFieldProps, useLeadForm } from '@/components/forms/use-lead-form.client';
import { submitRoiEstimate } from '@/lib/features/roi/actions/submit-roi-estimate';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import { ROI_FIELDS, type RoiInputs } from '@/lib/features/roi/shared/model';

const EMPTY: Record<PersonField, string> = { firstName: '', lastName: '', email: '', company: '' };

// The browser checks the person's fields with the demo form's schema (the same rules); the server
// checks them and the calculator's inputs with the ROI schema, and recomputes the estimate itself.
const loadSchema = () => import('@/lib/features/leads/shared/schemas').then((schemas) => schemas.demoRequestSchema);
const action = submitRoiEstimate as unknown as (previous: SubmissionState<PersonField>, data: FormData) => Promise<SubmissionState<PersonField>>;

/**
 * "Send me this estimate": the visitor's name, email and company, with the calculator's current
 * inputs as hidden fields. Stored as an `roi` lead and forwarded to the CRM through the outbox.
 */
export function RoiLeadForm({ locale, inputs, pageUri, pageName }: { locale: Locale; inputs: RoiInputs; pageUri: string; pageName: string }) {
  const t = useTranslations('Forms');
  const roi = useTranslations('Roi');
  const lead = useLeadForm({ loadSchema, action, emptyValues: EMPTY });
  const wired = useFieldProps(lead, 'roi-lead');
  const { state, resend, busy, enhanced } = lead;

  if (state.status === 'success') return <RoiLeadSent pageUri={pageUri} mailed={state.mailed} />;

  const roiRefused = state.status === 'invalid' && Object.keys(state.fieldErrors).some((field) => !(field in EMPTY));
  return (
    // Across the calculator's two columns: what happens next beside the form, no empty column.
    <section
      aria-labelledby="roi-lead-title"
      className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
    >
      <div>
        <h2 id="roi-lead-title" className="text-2xl font-bold text-ink-950">
          {roi('leadTitle')}
        </h2>
        <p className="mt-2 mb-6 leading-7 text-ink-700">{roi('leadBody')}</p>
      </div>
      <LeadFormFrame idPrefix="roi-lead" locale={locale} pageUri={pageUri} pageName={pageName} lead={lead}>
        {ROI_FIELDS.map((field) => (
          <input key={field} type="hidden" name={field} value={String(inputs[field])} />
        ))}
        <input type="hidden" name="currency" value={inputs.currency} />
        <PersonFields wired={wired} />
        {roiRefused && <SubmissionError message={roi('invalidLead')} />}
        {state.status === 'rate-limited' && <FormRateLimit onRetry={enhanced ? resend : undefined} remaining={lead.cooling} />}
        {state.status === 'busy' && <FormBusy contact={state.contact} />}
        {state.status === 'error' && <SubmissionError message={roi('leadError')} />}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <PrivacyNote locale={locale} message="Roi.privacy" />
          <SubmitButton busy={busy} waiting={lead.cooling > 0} label={roi('leadSubmit')} busyLabel={t('demo.submitting')} />
        </div>
      </LeadFormFrame>
    </section>
  );
}

/**
 * What happens now (the mail when one was sent, the specialist's reply either way), a demo slot
 * for whoever would rather talk now, and a way back to a fresh form (a link: no JavaScript needed).
 */
function RoiLeadSent({ pageUri, mailed }: { pageUri: string; mailed?: boolean }) {
  const roi = useTranslations('Roi');
  useTrackOnMount('roi_sent');
  return (
    <SuccessPanel title={roi('leadSuccessTitle')} message={mailed ? roi('leadMailed') : roi('leadSuccessMessage')}>
      <div className="flex flex-col items-center gap-3">
        <p className="font-semibold text-ink-900">{roi('leadDemo')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <DemoLink className="btn btn-primary">{roi('leadDemoButton')}</DemoLink>
          <a href={pageUri} className="btn btn-secondary">
            {roi('leadAnother')}
          </a>
        </div>
      </div>
    </SuccessPanel>
  );
}
