import { ROI_DEFAULTS, ROI_FIELDS, ROI_RULES, type RoiCurrency, type RoiField, type RoiInputs } from './model';

const TAGS = { en: 'en-US', es: 'es-ES' } as const;

/** The calculator's number formats in the visitor's language (`12,000` / `12.000`, `$1,234` / `1234 US$`). */
export function roiFormats(locale: 'en' | 'es', currency: RoiCurrency) {
  const tag = TAGS[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const symbol = new Intl.NumberFormat(tag, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  return {
    money: (value: number) => money.format(value),
    count: (value: number) => count.format(value),
    /** A share from 0 to 1; "27%" with no space in Spanish too, as the glossary writes percentages. */
    percent: (value: number) => percent.format(value).replace(/\s%/, '%'),
    /** A limit or example of a field, in the unit the visitor types it in. */
    fieldNumber: (field: RoiField, value: number) => {
      const number = decimal.format(value);
      return ROI_RULES[field].percent ? `${number}%` : number;
    },
    currencySymbol: symbol,
  };
}

/** A value as the form's text box shows it: no grouping, the locale's decimal separator (`16,9` in Spanish). */
export function inputText(locale: 'en' | 'es', value: number): string {
  const text = String(value);
  return locale === 'es' ? text.replace('.', ',') : text;
}

/** What each text box of the calculator holds, as typed. */
export type RoiFormValues = Record<RoiField | 'currency', string>;

/**
 * The form's text boxes for a parsed query: what was sent, else the default in the visitor's
 * notation (the processing cost's: its share of the order value sent, `inputs`).
 */
export function formValuesOf(locale: 'en' | 'es', raw: Partial<RoiFormValues>, inputs: Pick<RoiInputs, 'returnCost'> = ROI_DEFAULTS): RoiFormValues {
  const values = Object.fromEntries(ROI_FIELDS.map((field) => [field, raw[field] ?? inputText(locale, field === 'returnCost' ? inputs.returnCost : ROI_DEFAULTS[field])]));
  return { ...values, currency: raw.currency ?? ROI_DEFAULTS.currency } as RoiFormValues;
}
