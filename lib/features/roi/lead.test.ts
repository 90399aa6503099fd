import { describe, expect, it } from 'vitest';
import { roiLead } from './lead';
import { estimateRoi, ROI_DEFAULTS } from './shared/model';

describe('roiLead', () => {
  it('stores the inputs, the server’s own estimate and the link that reproduces it', () => {
    const inputs = { ...ROI_DEFAULTS, orders: 2_500, currency: 'EUR' as const };
    const { details, message } = roiLead(inputs, 'https://otailo.test/es/roi-calculator');
    expect(details).toEqual({
      kind: 'roi',
      inputs,
      estimate: estimateRoi(inputs),
      link: 'https://otailo.test/es/roi-calculator?orders=2500&aov=100&returnRate=16.9&returnCost=21&ineligible=10.4&exchanges=17.1&currency=EUR',
    });
    // In English for the sales team, in the visitor's currency.
    expect(message.split('\n')).toEqual([
      'ROI calculator estimate',
      'Orders per month: 2,500',
      'Average order value: €100.00',
      'Return rate: 16.9%',
      'Cost to process one return: €21.00',
      'Ineligible returns: 10.4%',
      'Refunds that could become exchanges: 17.1%',
      'Returns a year: 5,070',
      'Yearly processing cost today: €106,470; with Otailo: €95,403',
      'Yearly saving: €11,067',
      'Recovered margin: €141,698 (refunds avoided €52,700, exchanges €77,700, faster resale €11,298)',
      'Total yearly benefit: €152,765',
      `Link: ${details.link}`,
    ]);
  });
});
