import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { integrationGroups, integrations, prefersLightInk } from './integrations';

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

  it('gives every partner a mark of its own', () => {
    const marks = integrations.map(({ mark }) => (mark.kind === 'icon' ? `${mark.icon.slug}:${mark.caption ?? ''}` : mark.lines.join(' ')));
    expect(new Set(marks).size).toBe(integrations.length);
  });

  it('draws wordmarks in colours that read on the white tile (WCAG AA, 4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((index) => {
        const value = parseInt(hex.slice(index, index + 2), 16) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const { id, mark } of integrations) {
      if (mark.kind === 'wordmark') expect(1.05 / (luminance(mark.color) + 0.05), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks readable ink on a brand colour', () => {
    expect(prefersLightInk('4D148C')).toBe(true);
    expect(prefersLightInk('FFCC00')).toBe(false);
  });
});
