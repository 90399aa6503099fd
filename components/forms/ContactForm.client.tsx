'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { submitContactMessage } from '@/lib/features/leads/actions/submit-contact-message';
import { CONTACT_FIELDS, FIELD_LIMITS, type ContactField } from '@/lib/features/leads/shared/fields';
import { INTEREST_KEYS } from '@/lib/features/leads/shared/interests';
import { pages } from '@/lib/infra/routing/pages';
import { Field } from './Field';
import { FormRateLimit, SubmissionError, SubmitButton, SuccessPanel, useFieldErrorText } from './FormParts.client';
import { LeadFormFrame } from './LeadFormFrame.client';
import { useLeadForm } from './use-lead-form.client';

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
  const errorText = useFieldErrorText();
  const lead = useLeadForm({ loadSchema, action: submitContactMessage, emptyValues: EMPTY });
  const { form, state, formRef, formAction, onSubmit, resend, errorCode, busy, enhanced, echoed } = lead;

  if (state.status === 'success') return <ContactSent locale={locale} onAnother={onAnother} />;

  const id = (field: ContactField) => `contact-${field}`;
  const value = (field: ContactField) => echoed?.[field] ?? '';
  const error = (field: ContactField) => errorText(field, errorCode(field));
  const input = (field: 'fullName' | 'emailAddress' | 'company', autoComplete: string, required: boolean) => (
    <Field id={id(field)} label={t(`contact.${field}`)} required={required} optionalLabel={required ? undefined : t('optional')} error={error(field)}>
      {(control) => (
        <input
          {...control}
          {...form.register(field)}
          type={field === 'emailAddress' ? 'email' : undefined}
          autoComplete={autoComplete}
          maxLength={FIELD_LIMITS[field]}
          defaultValue={value(field)}
          className="field-control"
        />
      )}
    </Field>
  );

  return (
    <LeadFormFrame
      idPrefix="contact"
      locale={locale}
      pageUri={pageUri}
      pageName={pageName}
      state={state}
      formRef={formRef}
      formAction={formAction}
      onSubmit={onSubmit}
      enhanced={enhanced}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('fullName', 'name', true)}
        {input('emailAddress', 'email', true)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('company', 'organization', false)}
        <Field id={id('interest')} label={t('contact.interest')} optionalLabel={t('optional')} error={error('interest')}>
          {(control) => (
            <select {...control} {...form.register('interest')} defaultValue={value('interest')} className="field-control">
              <option value="">{t('contact.interestPlaceholder')}</option>
              {INTEREST_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`contact.interests.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id={id('message')} label={t('contact.message')} required error={error('message')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={6}
            maxLength={FIELD_LIMITS.message}
            defaultValue={value('message')}
            className="field-control resize-y"
          />
        )}
      </Field>
      {state.status === 'rate-limited' && <FormRateLimit onRetry={enhanced ? resend : undefined} />}
      {state.status === 'error' && <SubmissionError message={t('contact.error')} />}
      <SubmitButton busy={busy} label={t('contact.submit')} busyLabel={t('contact.sending')} />
    </LeadFormFrame>
  );
}

/** The thanks, and a way to write again (a link, so that it also works without JavaScript). */
function ContactSent({ locale, onAnother }: { locale: Locale; onAnother: () => void }) {
  const t = useTranslations('Forms');
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
