'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { roiFormats, type RoiFormValues } from '@/lib/features/roi/shared/format';
import { estimateRoi, parseRoiQuery, ROI_CURRENCIES, ROI_DEFAULTS, ROI_FIELDS, ROI_RULES, roiQueryString, type FieldError, type RoiField } from '@/lib/features/roi/shared/model';
import { ROI_SOURCES } from '@/lib/features/roi/shared/sources';
import { RoiLeadForm } from './RoiLeadForm.client';
import { RoiResults } from './RoiResults';

const MONEY_FIELDS = new Set<RoiField>(['aov', 'returnCost']);

const subscribeNothing = () => () => {};
/** False in the server's HTML, true once the calculator runs in the browser. */
const useEnhanced = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/**
 * The calculator: a GET form (without JavaScript it asks the server, which renders the result for
 * the query) that, once running in the browser, recomputes as the visitor types and keeps the
 * address bar's query in step, so the address is always the shareable result.
 */
export function RoiCalculator({
  locale,
  action,
  initial,
  pageName,
}: {
  locale: Locale;
  /** The calculator's own path (`/{locale}/roi-calculator`): where the form is sent without JavaScript. */
  action: string;
  initial: RoiFormValues;
  pageName: string;
}) {
  const t = useTranslations('Roi');
  const enhanced = useEnhanced();
  const [values, setValues] = useState(initial);
  const parsed = useMemo(() => parseRoiQuery(values), [values]);
  const valid = Object.keys(parsed.errors).length === 0;
  const estimate = useMemo(() => (valid ? estimateRoi(parsed.inputs) : null), [valid, parsed]);
  const format = roiFormats(locale, parsed.inputs.currency);
  const edited = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const query = roiQueryString(parsed.inputs);

  // The address bar follows the estimate (not every keystroke's invalid intermediate state).
  useEffect(() => {
    if (edited.current && valid && window.location.search !== `?${query}`) window.history.replaceState(null, '', `?${query}`);
  }, [query, valid]);

  const change = (field: keyof RoiFormValues, value: string) => {
    edited.current = true;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Already computed as the visitor typed: only point at what still needs fixing.
    event.preventDefault();
    const first = ROI_FIELDS.find((field) => parsed.errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    else document.getElementById('roi-results-title')?.focus();
  };

  const errorText = (field: RoiField, error: FieldError | undefined) => {
    if (!error) return undefined;
    const rule = ROI_RULES[field];
    if (error === 'range') return t('errors.range', { min: format.fieldNumber(field, rule.min), max: format.fieldNumber(field, rule.max) });
    return t('errors.invalid', { example: format.fieldNumber(field, ROI_DEFAULTS[field]) });
  };

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <section aria-labelledby="roi-inputs-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <h2 id="roi-inputs-title" className="text-2xl font-bold text-ink-950">
          {t('inputsTitle')}
        </h2>
        <p className="mt-2 text-sm leading-6 text-ink-600">{t('inputsHint')}</p>
        <form ref={formRef} method="get" action={action} onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
          {ROI_FIELDS.map((field) => (
            <NumberField
              key={field}
              field={field}
              label={t(`fields.${field}`)}
              value={values[field]}
              onChange={(value) => change(field, value)}
              error={errorText(field, parsed.errors[field])}
              prefix={MONEY_FIELDS.has(field) ? format.currencySymbol : undefined}
              suffix={ROI_RULES[field].percent ? '%' : undefined}
              help={<FieldHelp field={field} />}
            />
          ))}
          <div>
            <label htmlFor="roi-currency" className="field-label">
              {t('fields.currency')}
            </label>
            <select
              id="roi-currency"
              name="currency"
              value={parsed.errors.currency ? values.currency : parsed.inputs.currency}
              onChange={(event) => change('currency', event.target.value)}
              aria-invalid={Boolean(parsed.errors.currency)}
              aria-describedby={parsed.errors.currency ? 'roi-currency-error' : 'roi-currency-hint'}
              className="field-control"
            >
              {parsed.errors.currency && <option value={values.currency}>{values.currency}</option>}
              {ROI_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`currencies.${currency}`)}
                </option>
              ))}
            </select>
            {parsed.errors.currency ? (
              <p id="roi-currency-error" className="field-error">
                {t('errors.currency')}
              </p>
            ) : (
              <p id="roi-currency-hint" className="mt-2 text-sm text-ink-600">
                {t('currencyNote')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn btn-primary">
              {t('calculate')}
            </button>
            {enhanced && <p className="text-sm text-ink-600">{t('live')}</p>}
          </div>
        </form>
      </section>

      <div className="space-y-10">
        {estimate ? (
          <RoiResults locale={locale} inputs={parsed.inputs} estimate={estimate} query={query} action={action} />
        ) : (
          <section aria-labelledby="roi-results-title" className="rounded-card border border-red-200 bg-red-50 p-6">
            <h2 id="roi-results-title" tabIndex={-1} className="text-xl font-bold text-ink-950">
              {t('resultsTitle')}
            </h2>
            <p role="alert" className="mt-2 text-red-900">
              {t('errors.summary')}
            </p>
          </section>
        )}
        {estimate && <RoiLeadForm locale={locale} inputs={parsed.inputs} pageUri={`${action}?${query}`} pageName={pageName} />}
      </div>
    </div>
  );
}

function NumberField({
  field,
  label,
  value,
  onChange,
  error,
  prefix,
  suffix,
  help,
}: {
  field: RoiField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  prefix?: string;
  suffix?: string;
  help: ReactNode;
}) {
  const id = `roi-${field}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-600">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={field}
          type="text"
          inputMode={ROI_RULES[field].decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          maxLength={20}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`field-control tabular-nums ${prefix ? 'pl-11' : ''} ${suffix ? 'pr-9' : ''}`}
        />
        {suffix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-600">
            {suffix}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <div id={`${id}-hint`} className="mt-2 text-sm leading-6 text-ink-600">
        {help}
      </div>
    </div>
  );
}

/** Where a default comes from (a link to the source), or what to put in. */
function FieldHelp({ field }: { field: RoiField }) {
  const t = useTranslations('Roi');
  if (field === 'orders' || field === 'aov') return <p>{t(`help.${field}`)}</p>;
  const source = (
    <p>
      {t('sourcePrefix')}{' '}
      <a href={ROI_SOURCES[field]} rel="noopener noreferrer" className="font-medium text-brand-800 underline underline-offset-2">
        {t(`sources.${field}`)}
      </a>
    </p>
  );
  if (field !== 'returnCost') return source;
  return (
    <>
      <p>{t('help.returnCost')}</p>
      {source}
    </>
  );
}
