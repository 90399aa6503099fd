import { describe, expect, it } from 'vitest';
import { roiEstimateMail } from './estimate-mail';
import { roiLead } from './lead';
import { ROI_DEFAULTS } from './shared/model';

describe('roiEstimateMail', () => {
  const details = roiLead({ ...ROI_DEFAULTS, currency: 'EUR' }, 'https://www.otailo.com/es/roi-calculator').details;

  it('gives the visitor their figures in their language and number formats, with the link that reproduces them', () => {
    const mail = roiEstimateMail({ leadId: 'l-1', locale: 'es', to: 'marta@ruiz.example', firstName: 'Marta', details });
    const money = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    expect(mail).toMatchObject({ dedupeKey: 'roi-estimate:l-1', kind: 'roi-estimate', locale: 'es', to: 'marta@ruiz.example' });
    expect(mail.subject).toBe(`Tu estimación de devoluciones con Otailo: ${money.format(details.estimate.totalBenefit)} al año`);
    expect(mail.text).toContain('Hola, Marta:');
    expect(mail.text).toContain(`Ahorro anual: ${money.format(details.estimate.processingSaving)}`);
    expect(mail.text).toContain(details.link);
  });

  it('writes English with English formats', () => {
    const mail = roiEstimateMail({ leadId: 'l-2', locale: 'en', to: 'ana@acme.example', firstName: 'Ana', details });
    expect(mail.subject).toMatch(/^Your Otailo returns estimate: €[\d,]+ a year$/);
    expect(mail.text).toContain('Hello Ana,');
  });
});
