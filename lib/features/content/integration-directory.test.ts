import { describe, expect, it } from 'vitest';
import { directoryQueryString, filterIntegrations, isFiltered, MAX_QUERY_LENGTH, parseDirectoryQuery } from './integration-directory';
import { integrations } from './integrations';

const describeEn = (integration: { id: string; group: string }) => `${integration.group === 'shipping' ? 'Shipping & Logistics' : ''} ${integration.id === 'correosExpress' ? 'pick-ups in Spain and Portugal' : ''}`;
const names = (query: Parameters<typeof parseDirectoryQuery>[0]) => filterIntegrations(integrations, parseDirectoryQuery(query), describeEn).map((i) => i.name);

describe('the integrations directory’s query', () => {
  it('reads search, group and status', () => {
    expect(parseDirectoryQuery({ q: '  Royal   Mail ', group: 'shipping', status: 'live' })).toEqual({ q: 'Royal Mail', group: 'shipping', status: 'live' });
    expect(isFiltered(parseDirectoryQuery({}))).toBe(false);
    expect(isFiltered(parseDirectoryQuery({ group: 'oms' }))).toBe(true);
  });

  it('ignores what it does not know and caps what is too long', () => {
    expect(parseDirectoryQuery({ group: '<script>alert(1)</script>', status: 'dead' })).toEqual({ q: '', group: undefined, status: undefined });
    expect(parseDirectoryQuery({ q: 'x'.repeat(10_000) }).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseDirectoryQuery({ q: ['ups', 'dhl'], group: ['oms', 'fraud'] })).toEqual({ q: 'ups', group: 'oms', status: undefined });
    expect(parseDirectoryQuery({ q: 'a\u0000b\nc' }).q).toBe('a b c');
    expect(parseDirectoryQuery({ group: 'constructor' }).group).toBeUndefined();
  });

  it('is written back as a short query string', () => {
    expect(directoryQueryString({ q: 'post nl', group: 'shipping' })).toBe('?q=post+nl&group=shipping');
    expect(directoryQueryString({ q: '' })).toBe('');
  });
});

describe('filtering the partners', () => {
  it('matches every word in the name or the description, without regard to case or accents', () => {
    expect(names({ q: 'royal' })).toEqual(['Royal Mail']);
    expect(names({ q: 'SALESFORCE' })).toEqual(['Salesforce Commerce Cloud', 'Salesforce OMS']);
    expect(names({ q: 'portugal' })).toEqual(['Correos Express']);
    expect(names({ q: 'sap oms' })).toEqual(['SAP OMS']);
    expect(names({ q: 'Correós' })).toEqual(['Correos Express']);
  });

  it('filters by group and status, and finds nothing when nothing matches', () => {
    expect(names({ group: 'oms' })).toEqual(['SAP OMS', 'Salesforce OMS']);
    expect(names({ group: 'fraud', q: 'yofi' })).toEqual(['Yofi']);
    expect(names({ status: 'comingSoon' })).toEqual([]);
    expect(names({ q: 'zzz' })).toEqual([]);
    expect(names({})).toHaveLength(integrations.length);
  });
});
