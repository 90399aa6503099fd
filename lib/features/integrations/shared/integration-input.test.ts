import { describe, expect, it } from 'vitest';
import { integrationInput } from '../integration.fixture';
import { checkIntegration, EMPTY_INTEGRATION_VALUES, integrationValues, type IntegrationFormValues } from './integration-input';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const form = (over: Partial<IntegrationFormValues> = {}): IntegrationFormValues => ({
  ...EMPTY_INTEGRATION_VALUES,
  name: 'Acme Commerce',
  markLines: 'Acme\nCommerce',
  descriptionEn: 'Syncs Acme orders.',
  descriptionEs: 'Sincroniza los pedidos de Acme.',
  ...over,
});

describe('checkIntegration', () => {
  it('accepts a complete form, derives the slug from the name and reads lists one item per line', () => {
    const result = checkIntegration(form({ syncsInEn: '- Orders\n\n• Customers ', setupEs: 'Conecta tu tienda', docsUrl: 'https://docs.example.com/acme' }));
    expect(result).toEqual({
      ok: true,
      integration: expect.objectContaining({
        slug: 'acme-commerce',
        mark: { kind: 'wordmark', lines: ['Acme', 'Commerce'], color: '#1f2937' },
        docsUrl: 'https://docs.example.com/acme',
        copy: {
          en: { description: 'Syncs Acme orders.', syncsIn: ['Orders', 'Customers'], syncsOut: [], setup: [], requirements: [] },
          es: { description: 'Sincroniza los pedidos de Acme.', syncsIn: [], syncsOut: [], setup: ['Conecta tu tienda'], requirements: [] },
        },
      }),
    });
  });

  it('needs a name and a description in each language', () => {
    expect(checkIntegration(form({ name: ' ', descriptionEs: '' }))).toEqual({ ok: false, errors: { name: 'required', descriptionEs: 'required' } });
  });

  it('refuses a docs link that is not https, a bad slug, colour, icon, category or position', () => {
    const result = checkIntegration(form({ docsUrl: 'http://docs.example.com', slug: 'Not A Slug', markColor: 'red', category: 'crm', position: '-1' }));
    expect(result).toEqual({ ok: false, errors: { docsUrl: 'invalid', slug: 'invalid', markColor: 'invalid', category: 'invalid', position: 'invalid' } });
    expect(checkIntegration(form({ docsUrl: 'javascript:alert(1)' }))).toMatchObject({ ok: false, errors: { docsUrl: 'invalid' } });
    expect(checkIntegration(form({ markKind: 'icon', markIcon: '' }))).toMatchObject({ ok: false, errors: { markIcon: 'required' } });
    expect(checkIntegration(form({ markKind: 'icon', markIcon: '../x' }))).toMatchObject({ ok: false, errors: { markIcon: 'invalid' } });
  });

  it('caps lengths and list sizes', () => {
    expect(checkIntegration(form({ name: 'x'.repeat(121) }))).toMatchObject({ ok: false, errors: { name: 'tooLong' } });
    expect(checkIntegration(form({ setupEn: Array.from({ length: 13 }, (_, i) => `Step ${i}`).join('\n') }))).toMatchObject({ ok: false, errors: { setupEn: 'tooMany' } });
    expect(checkIntegration(form({ markLines: 'a\nb\nc' }))).toMatchObject({ ok: false, errors: { markLines: 'tooMany' } });
  });

  it('round-trips a stored integration through the form', () => {
    const stored = integrationInput({ slug: 'acme', mark: { kind: 'icon', icon: 'sap', caption: 'OMS' }, docsUrl: 'https://example.com/docs' });
    expect(checkIntegration(integrationValues(stored))).toEqual({ ok: true, integration: stored });
    const withLogo = integrationInput({ slug: 'acme', logo: `/uploads/${UUID}.png` });
    expect(checkIntegration(integrationValues(withLogo))).toEqual({ ok: true, integration: withLogo });
  });

  it('takes the uploaded image as the logo style when the wordmark was left empty, and asks for a logo when the image style has none', () => {
    const logo = `/uploads/${UUID}.png`;
    expect(checkIntegration(form({ logo, markKind: 'wordmark', markLines: '' }))).toMatchObject({ ok: true, integration: { logo, mark: { kind: 'wordmark', lines: ['Acme Commerce'] } } });
    expect(checkIntegration(form({ logo, markKind: 'image', markLines: '', markIcon: 'sap' }))).toMatchObject({ ok: true, integration: { logo, mark: { kind: 'icon', icon: 'sap' } } });
    expect(checkIntegration(form({ logo: '', markKind: 'image' }))).toMatchObject({ ok: false, errors: { logo: 'logoMissing' } });
    // Without a logo the wordmark style still needs its text.
    expect(checkIntegration(form({ logo: '', markKind: 'wordmark', markLines: '' }))).toMatchObject({ ok: false, errors: { markLines: 'required' } });
    expect(integrationValues(integrationInput({ slug: 'acme', logo })).markKind).toBe('image');
  });

  it('keeps an uploaded logo beside the mark, and no logo when the field is empty', () => {
    expect(checkIntegration(form({ logo: `/uploads/${UUID}.png` }))).toMatchObject({ ok: true, integration: { logo: `/uploads/${UUID}.png`, mark: { kind: 'wordmark' } } });
    expect(checkIntegration(form({ logo: ' ' }))).toMatchObject({ ok: true, integration: { logo: null } });
  });

  it.each([
    ['another site', 'https://evil.example/logo.png'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a bundled image', '/images/logo.png'],
    ['an SVG (uploads store logos as PNG)', `/uploads/${UUID}.svg`],
    ['a PDF upload', `/uploads/${UUID}.pdf`],
    ['a parent folder', `/uploads/../${UUID}.png`],
    ['a name the store never gives', '/uploads/logo.png'],
    ['a query string', `/uploads/${UUID}.png?x=1`],
  ])('refuses a logo address that is %s (a tampered hidden field)', (_what, logo) => {
    expect(checkIntegration(form({ logo }))).toEqual({ ok: false, errors: { logo: 'invalid' } });
  });
});

describe('the sample integrations', () => {
  it('are 19, each one a save the editor would accept (both descriptions, a known logo)', async () => {
    const { sampleIntegrations } = await import('../sample-integrations');
    const samples = sampleIntegrations();
    expect(samples).toHaveLength(19);
    for (const sample of samples) expect(checkIntegration(integrationValues(sample)), sample.slug).toEqual({ ok: true, integration: sample });
  });
});
