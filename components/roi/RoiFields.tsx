import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ROI_CURRENCIES, ROI_RULES, type RoiField } from '@/lib/features/roi/shared/model';
import { ROI_SOURCES } from '@/lib/features/roi/shared/sources';

interface NumberFieldProps {
  field: RoiField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  prefix?: string;
  suffix?: string;
  help: ReactNode;
}

/** One of the calculator's figures: a text box (people type `12,000` or `16,9`), its unit, error and help. */
/** Room for the unit before the number: Spanish writes "US$", three characters to English's one. */
const prefixPadding = (prefix: string | undefined) => (!prefix ? '' : prefix.length > 1 ? 'pl-16' : 'pl-11');

export function NumberField({ field, label, value, onChange, error, prefix, suffix, help }: NumberFieldProps) {
  const id = `roi-${field}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        {prefix && <Unit side="left-3">{prefix}</Unit>}
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
          className={`field-control tabular-nums ${prefixPadding(prefix)} ${suffix ? 'pr-9' : ''}`}
        />
        {suffix && <Unit side="right-3">{suffix}</Unit>}
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

/** The currency symbol or % inside the box, for the eye only. */
function Unit({ side, children }: { side: 'left-3' | 'right-3'; children: string }) {
  return (
    <span aria-hidden="true" className={`pointer-events-none absolute inset-y-0 ${side} flex items-center text-ink-600`}>
      {children}
    </span>
  );
}

/** The currency; one that cannot be used stays selected as sent (an option of its own), beside the error. */
export function CurrencyField({ value, invalid, onChange }: { value: string; invalid: boolean; onChange: (value: string) => void }) {
  const t = useTranslations('Roi');
  return (
    <div>
      <label htmlFor="roi-currency" className="field-label">
        {t('fields.currency')}
      </label>
      <select
        id="roi-currency"
        name="currency"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'roi-currency-error' : 'roi-currency-hint'}
        className="field-control"
      >
        {invalid && <option value={value}>{value}</option>}
        {ROI_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {t(`currencies.${currency}`)}
          </option>
        ))}
      </select>
      {invalid ? (
        <p id="roi-currency-error" className="field-error">
          {t('errors.currency')}
        </p>
      ) : (
        <p id="roi-currency-hint" className="mt-2 text-sm text-ink-600">
          {t('currencyNote')}
        </p>
      )}
    </div>
  );
}

/** Where a default comes from (a link to the source), or what to put in. */
export function FieldHelp({ field }: { field: RoiField }) {
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
