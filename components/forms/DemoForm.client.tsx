'use client';

import { useTrackOnMount } from '@/components/analytics/track.client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { submitDemoRequest } from '@/lib/features/booking/actions/submit-demo-request';
import { countryOptions, countryOptionsHtml, type CountryOption } from '@/lib/features/leads/shared/countries';
import type { DemoField } from '@/lib/features/leads/shared/fields';
import { pages } from '@/lib/infra/routing/pages';
import { Field } from './Field';
import { FormBusy, FormRateLimit, PrivacyNote, SubmissionError, SubmitButton, SuccessPanel } from './FormParts.client';
import type { WiredField } from './InputField';
import { LeadFormFrame } from './LeadFormFrame.client';
import { PersonFields } from './PersonFields';
import { useFieldProps, useLeadForm } from './use-lead-form.client';

const EMPTY: Record<DemoField, string> = { firstName: '', lastName: '', email: '', company: '', country: '' };

const loadSchema = () => import('@/lib/features/leads/shared/schemas').then((schemas) => schemas.demoRequestSchema);

/** Asks the server which country the request comes from (CDN header or browser language). */
async function requestCountry(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/geo', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { country?: unknown };
    return typeof body.country === 'string' ? body.country : undefined;
  } catch {
    return undefined;
  }
}

/** The success panel's way out, as a primary button or beside the primary one. */
export type DemoDone = (emphasis: 'primary' | 'secondary') => ReactNode;

interface DemoFormProps {
  locale: Locale;
  /** Keeps ids unique when the page and the dialog both hold a form. */
  idPrefix: string;
  /** Named on the server for server-rendered forms; computed here for the dialog. */
  countries?: CountryOption[];
  pageUri?: string;
  pageName?: string;
  /** What the success panel offers to leave (the dialog's Close), styled as it says; a page's way home by default. */
  done?: DemoDone;
}

/**
 * The demo request form (dialog and /demo page): first and last name, work email, company, and an
 * optional country prefilled from the request.
 */
export function DemoForm({ locale, idPrefix, countries, pageUri, pageName, done }: DemoFormProps) {
  const t = useTranslations('Forms');
  const lead = useLeadForm({ loadSchema, action: submitDemoRequest, emptyValues: EMPTY });
  const wired = useFieldProps(lead, idPrefix);
  const { state, resend, busy, enhanced } = lead;
  const { options, optionsHtml } = useCountryOptions(locale, countries, lead.echoed?.country ?? '');

  usePrefilledCountry(lead.form, options);

  if (state.status === 'success') return <DemoSent locale={locale} done={done} bookingPath={state.bookingPath} />;

  return (
    <LeadFormFrame idPrefix={idPrefix} locale={locale} pageUri={pageUri} pageName={pageName} lead={lead}>
      <PersonFields wired={wired} />
      <CountryField wired={wired} optionsHtml={optionsHtml} />
      {state.status === 'rate-limited' && <FormRateLimit onRetry={enhanced ? resend : undefined} remaining={lead.cooling} />}
      {state.status === 'busy' && <FormBusy contact={state.contact} />}
      {state.status === 'error' && <SubmissionError message={t('demo.error')} />}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyNote locale={locale} message="Forms.demo.privacy" />
        <SubmitButton busy={busy} waiting={lead.cooling > 0} label={t('demo.submit')} busyLabel={t('demo.submitting')} />
      </div>
    </LeadFormFrame>
  );
}

/** The optional country; its long list of options comes as markup (useCountryOptions). */
function CountryField({ wired, optionsHtml }: { wired: (field: 'country') => WiredField; optionsHtml: string }) {
  const t = useTranslations('Forms');
  // Registered here, after the person's fields, so that a failed check focuses them first.
  const { registration, defaultValue, ...field } = wired('country');
  return (
    <Field {...field} label={t('demo.country')} optionalLabel={t('optional')}>
      {(control) => (
        <select
          {...control}
          {...registration}
          autoComplete="country"
          defaultValue={defaultValue}
          className="field-control"
          dangerouslySetInnerHTML={{ __html: optionsHtml }}
        />
      )}
    </Field>
  );
}

/** The country list (the server's names when given) as the select's markup, the chosen one selected. */
function useCountryOptions(locale: Locale, countries: CountryOption[] | undefined, chosen: string) {
  const placeholder = useTranslations('Forms')('demo.countryPlaceholder');
  const options = useMemo(() => countries ?? countryOptions(locale), [countries, locale]);
  const optionsHtml = useMemo(() => countryOptionsHtml(placeholder, options, chosen), [placeholder, options, chosen]);
  return { options, optionsHtml };
}

/** What the hook needs of the form (react-hook-form's). */
interface CountryField {
  getValues: (name: 'country') => string | undefined;
  setValue: (name: 'country', value: string) => void;
}

/** Fills the (optional) country with the request's, once known, unless the visitor chose one. */
function usePrefilledCountry({ getValues, setValue }: CountryField, options: CountryOption[]) {
  useEffect(() => {
    let cancelled = false;
    void requestCountry().then((country) => {
      if (cancelled || !country || getValues('country')) return;
      if (options.some((option) => option.code === country)) setValue('country', country);
    });
    return () => {
      cancelled = true;
    };
  }, [getValues, setValue, options]);
}

/**
 * The answer once the request is stored: a heading that takes focus and the way on — first of all
 * picking the meeting's time, when someone is free in the next days.
 */
function DemoSent({ locale, done, bookingPath }: { locale: Locale; done?: DemoDone; bookingPath?: string }) {
  const t = useTranslations('Forms');
  useTrackOnMount('demo_sent');
  // One message and one primary action: a slot to pick when one is free, else the way out.
  const closing = bookingPath ? 'secondary' : 'primary';
  return (
    <SuccessPanel title={t('demo.successTitle')} message={bookingPath ? t('demo.bookingOffer') : t('demo.successMessage')}>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        {bookingPath && (
          // A whole page load: the slot list is rendered per request.
          <a href={bookingPath} className="btn btn-primary" data-testid="book-slot-link">
            {t('demo.bookingButton')}
          </a>
        )}
        {done ? (
          done(closing)
        ) : (
          <Link locale={locale} href={pages.home.path} className={`btn btn-${closing}`}>
            {t('demo.backHome')}
          </Link>
        )}
      </div>
    </SuccessPanel>
  );
}
