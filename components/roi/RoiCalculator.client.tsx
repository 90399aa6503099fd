'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/infra/routing/routing';
import { inputText, roiFormats, type RoiFormValues } from '@/lib/features/roi/shared/format';
import { currencyForLanguages, defaultReturnCost, estimateRoi, parseRoiQuery, ROI_DEFAULTS, ROI_FIELDS, ROI_RULES, roiQueryString, type FieldError, type ParsedQuery, type RoiField } from '@/lib/features/roi/shared/model';
import { CurrencyField, FieldHelp, NumberField } from './RoiFields';
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

type ChangeValue = (field: keyof RoiFormValues, value: string) => void;

/**
 * The calculator: a GET form (without JavaScript it asks the server, which renders the result for
 * the query) that, once running in the browser, recomputes as the visitor types and keeps the
 * address bar's query in step, so the address is always the shareable result.
 */
export function RoiCalculator({
  locale,
  action,
  initial,
  costFollowsOrderValue = true,
  currencyChosen = false,
  pageName,
}: {
  locale: Locale;
  /** The address named a currency: kept; else the one of the browser's region is chosen once in the browser. */
  currencyChosen?: boolean;
  /** The processing cost is the default share of the order value (none was sent): it follows the order value until typed in. */
  costFollowsOrderValue?: boolean;
  /** The calculator's own address (`/en/roi-calculator`, `/es/calculadora-roi`): where the form is sent without JavaScript. */
  action: string;
  initial: RoiFormValues;
  pageName: string;
}) {
  const { values, parsed, estimate, query, change } = useRoiEstimate(locale, initial, costFollowsOrderValue, currencyChosen);
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <RoiInputs locale={locale} action={action} values={values} parsed={parsed} onChange={change} />
      {estimate ? <RoiResults locale={locale} inputs={parsed.inputs} estimate={estimate} query={query} action={action} /> : <NoEstimate />}
      {estimate && (
        <div className="lg:col-span-2">
          <RoiLeadForm locale={locale} inputs={parsed.inputs} pageUri={`${action}?${query}`} pageName={pageName} />
        </div>
      )}
    </div>
  );
}

/** The values as typed, what they parse to, and the estimate when every one is usable. */
function useRoiEstimate(locale: Locale, initial: RoiFormValues, costFollowsOrderValue: boolean, currencyChosen: boolean) {
  const [values, setValues] = useState(initial);
  const costFollows = useRef(costFollowsOrderValue);

  // No currency in the address: the one of the visitor's region (es-MX: pesos), once, until they choose.
  useEffect(() => {
    if (currencyChosen) return;
    const guessed = currencyForLanguages(navigator.languages ?? [navigator.language]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's languages are known only here
    if (guessed) setValues((current) => (current.currency === initial.currency ? { ...current, currency: guessed } : current));
  }, [currencyChosen, initial.currency]);
  const parsed = useMemo(() => parseRoiQuery(values, locale), [values, locale]);
  const valid = Object.keys(parsed.errors).length === 0;
  const estimate = useMemo(() => (valid ? estimateRoi(parsed.inputs) : null), [valid, parsed]);
  const edited = useRef(false);
  const query = roiQueryString(parsed.inputs);

  // The address bar follows the estimate (not every keystroke's invalid intermediate state), and a
  // query as typed (`orders=12.000` on the Spanish page) becomes the one both languages read alike.
  useEffect(() => {
    const asked = edited.current || window.location.search !== '';
    if (asked && valid && window.location.search !== `?${query}`) window.history.replaceState(null, '', `?${query}`);
  }, [query, valid]);

  const change: ChangeValue = (field, value) => {
    edited.current = true;
    if (field === 'returnCost') costFollows.current = false;
    // Until the visitor gives their own, the processing cost is its share of the order value.
    const aov = field === 'aov' && costFollows.current ? parseRoiQuery({ aov: value }, locale) : null;
    const cost = aov && !aov.errors.aov ? { returnCost: inputText(locale, defaultReturnCost(aov.inputs.aov)) } : {};
    setValues((current) => ({ ...current, [field]: value, ...cost }));
  };
  return { values, parsed, estimate, query, change };
}

/** The inputs' card: a field per figure, the currency, and the button that sends the form without JavaScript. */
function RoiInputs({ locale, action, values, parsed, onChange }: { locale: Locale; action: string; values: RoiFormValues; parsed: ParsedQuery; onChange: ChangeValue }) {
  const t = useTranslations('Roi');
  const enhanced = useEnhanced();
  const format = roiFormats(locale, parsed.inputs.currency);
  const errorText = useErrorText(format);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Already computed as the visitor typed: only point at what still needs fixing.
    event.preventDefault();
    const first = ROI_FIELDS.find((field) => parsed.errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    else document.getElementById('roi-results-title')?.focus();
  };

  return (
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
            onChange={(value) => onChange(field, value)}
            error={errorText(field, parsed.errors[field], values[field])}
            prefix={MONEY_FIELDS.has(field) ? format.currencySymbol : undefined}
            suffix={ROI_RULES[field].percent ? '%' : undefined}
            help={<FieldHelp field={field} />}
          />
        ))}
        <CurrencyField value={parsed.errors.currency ? values.currency : parsed.inputs.currency} invalid={Boolean(parsed.errors.currency)} onChange={(value) => onChange('currency', value)} />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn btn-primary">
            {t('calculate')}
          </button>
          {enhanced && <p className="text-sm text-ink-600">{t('live')}</p>}
        </div>
      </form>
    </section>
  );
}

/** A field's error in words: the range it must stay in, or an example of a value that works. */
function useErrorText(format: ReturnType<typeof roiFormats>) {
  const t = useTranslations('Roi');
  return (field: RoiField, error: FieldError | undefined, typed: string) => {
    if (!error) return undefined;
    const rule = ROI_RULES[field];
    if (error === 'ambiguous') {
      const [whole = 0, fraction = 0] = typed.replace(/[^\d.,]/g, '').split(/[.,]/).map(Number);
      return t('errors.ambiguous', { thousands: format.fieldNumber(field, whole * 1000 + fraction), decimal: format.fieldNumber(field, whole + fraction / 1000), plain: String(whole * 1000 + fraction) });
    }
    if (error === 'range') return t('errors.range', { min: format.fieldNumber(field, rule.min), max: format.fieldNumber(field, rule.max) });
    return t('errors.invalid', { example: format.fieldNumber(field, ROI_DEFAULTS[field]) });
  };
}

/** In place of the results while a value cannot be used (its heading takes the submit button's focus). */
function NoEstimate() {
  const t = useTranslations('Roi');
  return (
    <section aria-labelledby="roi-results-title" className="rounded-card border border-red-200 bg-red-50 p-6">
      <h2 id="roi-results-title" tabIndex={-1} className="text-xl font-bold text-ink-950">
        {t('resultsTitle')}
      </h2>
      <p role="alert" className="mt-2 text-red-900">
        {t('errors.summary')}
      </p>
    </section>
  );
}
