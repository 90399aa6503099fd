'use client';

import { useTrackOnMount } from '@/components/analytics/track.client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { submitContactMessage } from '@/lib/features/leads/actions/submit-contact-message';
import { CONTACT_FIELDS, FIELD_LIMITS, type ContactField } from '@/lib/features/leads/shared/fields';
import { INTEREST_KEYS } from '@/lib/features/leads/shared/interests';
import { pages } from '@/lib/infra/routing/pages';
import { Field } from './Field';
import { FormBusy, FormRateLimit, SubmissionError, SubmitButton, SuccessPanel } from './FormParts.client';
import { InputField, type WiredField } from './InputField';
import { LeadFormFrame } from './LeadFormFrame.client';
import { useFieldProps, useLeadForm } from './use-lead-form.client';

const EMPTY = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<ContactField, string>;

const loadSchema = () => import('@/lib/features/leads/shared/schemas').then((schemas) => schemas.contactMessageSchema);

interface ContactFormProps {
  locale: Locale;
  pageUri?: string;
  pageName?: string;
}

/** The contact page's message form. 'Send Another Message' starts a fresh form (and submission key). */
export function ContactForm(props: ContactFormProps) {
  const [instance, setInstance] = useState(0);
  return <ContactFormInstance key={instance} {...props} onAnother={() => setInstance((n) => n + 1)} />;
}

function ContactFormInstance({ locale, pageUri, pageName, onAnother }: ContactFormProps & { onAnother: () => void }) {
  const t = useTranslations('Forms');
  const lead = useLeadForm({ loadSchema, action: submitContactMessage, emptyValues: EMPTY });
  const wired = useFieldProps(lead, 'contact');
  const { state, resend, busy, enhanced } = lead;

  if (state.status === 'success') return <ContactSent locale={locale} onAnother={onAnother} />;

  return (
    <LeadFormFrame idPrefix="contact" locale={locale} pageUri={pageUri} pageName={pageName} lead={lead}>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...wired('fullName')} label={t('contact.fullName')} required autoComplete="name" maxLength={FIELD_LIMITS.fullName} />
        <InputField {...wired('emailAddress')} label={t('contact.emailAddress')} required type="email" autoComplete="email" maxLength={FIELD_LIMITS.emailAddress} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...wired('company')} label={t('contact.company')} optionalLabel={t('optional')} autoComplete="organization" maxLength={FIELD_LIMITS.company} />
        <InterestField {...wired('interest')} />
      </div>
      <MessageField {...wired('message')} />
      {state.status === 'rate-limited' && <FormRateLimit onRetry={enhanced ? resend : undefined} remaining={lead.cooling} />}
      {state.status === 'busy' && <FormBusy contact={state.contact} />}
      {state.status === 'error' && <SubmissionError message={t('contact.error')} />}
      <SubmitButton busy={busy} waiting={lead.cooling > 0} label={t('contact.submit')} busyLabel={t('contact.sending')} />
    </LeadFormFrame>
  );
}

/** What the message is about (optional). */
function InterestField({ registration, defaultValue, ...field }: WiredField) {
  const t = useTranslations('Forms');
  return (
    <Field {...field} label={t('contact.interest')} optionalLabel={t('optional')}>
      {(control) => (
        <select {...control} {...registration} defaultValue={defaultValue} className="field-control">
          <option value="">{t('contact.interestPlaceholder')}</option>
          {INTEREST_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`contact.interests.${key}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The message itself (required). */
function MessageField({ registration, defaultValue, ...field }: WiredField) {
  const t = useTranslations('Forms');
  return (
    <Field {...field} label={t('contact.message')} required>
      {(control) => (
        <textarea {...control} {...registration} rows={6} maxLength={FIELD_LIMITS.message} defaultValue={defaultValue} className="field-control resize-y" />
      )}
    </Field>
  );
}

/** The thanks, and a way to write again (a link, so that it also works without JavaScript). */
function ContactSent({ locale, onAnother }: { locale: Locale; onAnother: () => void }) {
  const t = useTranslations('Forms');
  useTrackOnMount('contact_sent');
  return (
    <SuccessPanel title={t('contact.sentTitle')} message={t('contact.sentMessage')}>
      <Link
        locale={locale}
        href={pages.contact.path}
        className="btn btn-primary"
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        {t('contact.sendAnother')}
      </Link>
    </SuccessPanel>
  );
}
