import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { integrationGroups, integrations, monogram, prefersLightInk } from './integrations';

describe('integrations', () => {
  it('lists the 19 partners of the specification in 4 groups, all live', () => {
    expect(integrations).toHaveLength(19);
    const byGroup = Object.fromEntries(integrationGroups.map((g) => [g, integrations.filter((i) => i.group === g).map((i) => i.name)]));
    expect(byGroup).toEqual({
      ecommerce: ['Shopify', 'Salesforce Commerce Cloud', 'Magento', 'SAP Hybris', 'Commercetools'],
      shipping: ['FedEx', 'UPS', 'DHL', 'USPS', 'Happy Returns', 'Canada Post', 'Royal Mail', 'Correos Express', 'EVRI', 'Collect+', 'PostNL'],
      oms: ['SAP OMS', 'Salesforce OMS'],
      fraud: ['Yofi'],
    });
    expect(integrations.every((i) => i.status === 'live')).toBe(true);
  });

  it('has a description for every partner', () => {
    for (const integration of integrations) {
      expect(en.Integrations.descriptions, integration.id).toHaveProperty(integration.id);
    }
  });

  it('draws monograms and picks readable ink', () => {
    expect(monogram('Canada Post')).toBe('CP');
    expect(monogram('Collect+')).toBe('CO');
    expect(monogram('EVRI')).toBe('EV');
    expect(prefersLightInk('4D148C')).toBe(true);
    expect(prefersLightInk('FFCC00')).toBe(false);
  });
});
