/**
 * "Send me this estimate" keeps its word: the visitor gets their figures by mail, in their own
 * language and number formats, with the link that reproduces the estimate. Pure; sent through
 * the mail outbox (lib/features/roi/lead-form.ts), once per lead.
 */
import { greeting } from '@/lib/features/mail';
import type { OutgoingMail } from '@/lib/features/mail';
import { roiFormats } from './shared/format';
import type { RoiLeadDetails } from './lead-details';

const TEXT = {
  en: {
    subject: (total: string) => `Your Otailo returns estimate: ${total} a year`,
    body: (hello: string, lines: string[], link: string) =>
      `${hello}\n\nHere is the estimate you made with the Otailo ROI calculator.\n\n${lines.join('\n')}\n\nOpen it again, change a figure or share it with your team:\n${link}\n\nA returns specialist will check these assumptions against your own data and write to you within one business day.\n\nThe Otailo team`,
    lines: ['Returns a year', 'Processing cost today', 'Processing cost with Otailo', 'Yearly saving', 'Recovered margin', 'Total yearly benefit'],
  },
  es: {
    subject: (total: string) => `Tu estimación de devoluciones con Otailo: ${total} al año`,
    body: (hello: string, lines: string[], link: string) =>
      `${hello}\n\nAquí tienes la estimación que hiciste con la calculadora de ROI de Otailo.\n\n${lines.join('\n')}\n\nÁbrela de nuevo, cambia una cifra o compártela con tu equipo:\n${link}\n\nUna persona experta en devoluciones contrastará estos supuestos con tus datos y te escribirá en un día laborable.\n\nEl equipo de Otailo`,
    lines: ['Devoluciones al año', 'Costo de gestión actual', 'Costo de gestión con Otailo', 'Ahorro anual', 'Margen recuperado', 'Beneficio anual total'],
  },
} as const;

export function roiEstimateMail({ leadId, locale, to, firstName, details }: { leadId: string; locale: 'en' | 'es'; to: string; firstName: string; details: RoiLeadDetails }): OutgoingMail {
  const { estimate, inputs, link } = details;
  const format = roiFormats(locale, inputs.currency);
  const text = TEXT[locale];
  const values = [
    format.count(estimate.yearlyReturns),
    format.money(estimate.costToday),
    format.money(estimate.costWithOtailo),
    format.money(estimate.processingSaving),
    format.money(estimate.recoveredMargin),
    format.money(estimate.totalBenefit),
  ];
  return {
    dedupeKey: `roi-estimate:${leadId}`,
    kind: 'roi-estimate',
    audience: 'visitor',
    locale,
    to,
    subject: text.subject(format.money(estimate.totalBenefit)),
    text: text.body(greeting(locale, firstName), text.lines.map((label, index) => `${label}: ${values[index]}`), link),
  };
}
