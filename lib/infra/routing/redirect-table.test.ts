import { afterEach, describe, expect, it } from 'vitest';
import { lookupKey, lookupRedirect, redirectTableVersion, replaceRedirectTable } from './redirect-table.mjs';

describe('the in-memory redirect table', () => {
  afterEach(() => replaceRedirectTable([], ''));

  it('answers from the table it was last given, whatever the case or trailing slash', () => {
    expect(lookupRedirect('/old')).toBeUndefined();
    replaceRedirectTable([['/old', { status: 301, target: '/new' }], ['/en/blog/gone', { status: 410, target: null }]], 'v1');
    expect(lookupRedirect('/Old/')).toEqual({ status: 301, target: '/new' });
    expect(lookupRedirect('/en/blog/gone')).toEqual({ status: 410, target: null });
    expect(lookupRedirect('/en/blog')).toBeUndefined();
    expect(redirectTableVersion()).toBe('v1');
    replaceRedirectTable([], 'v2');
    expect(lookupRedirect('/old')).toBeUndefined();
  });

  it('keeps the root as it is', () => {
    expect(lookupKey('/')).toBe('/');
    expect(lookupKey('///')).toBe('/');
    expect(lookupKey('/A//')).toBe('/a');
  });
});
