import { describe, expect, it } from 'vitest';
import { CARRIED_QUERY_MAX, carriedQuery, searchParamsOf } from './carried-query';

describe('the query a language switch carries', () => {
  it('carries a page’s state as it is, repeated names included', () => {
    expect(carriedQuery('/roi-calculator', searchParamsOf({ orders: '12000', aov: '80.5', currency: 'MXN' }))).toBe('orders=12000&aov=80.5&currency=MXN');
    expect(carriedQuery('/integrations', searchParamsOf({ q: 'shop', group: ['ecommerce', 'wms'], none: undefined }))).toBe('q=shop&group=ecommerce&group=wms');
  });

  it('leaves the blog’s page number behind and asks the other list for its own name of a category', () => {
    expect(carriedQuery('/blog', new URLSearchParams('search=devoluciones&page=2'))).toBe('search=devoluciones');
    expect(carriedQuery('/blog', new URLSearchParams('category=Returns&page=3'))).toBe('categoryOf=Returns');
  });

  it('carries nothing rather than an address anyone could make as long as they like', () => {
    expect(carriedQuery('/roi-calculator', new URLSearchParams({ orders: '1'.repeat(CARRIED_QUERY_MAX) }))).toBe('');
    expect(carriedQuery('/roi-calculator', new URLSearchParams())).toBe('');
  });
});
