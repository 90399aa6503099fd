import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const FALLBACK = '/en/manage';

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/en/manage',
    '/es/manage/posts/12',
    '/en/manage?tab=leads&status=failed',
    '/en/manage/posts/new#content',
    '/en/blog/what-is-reverse-logistics',
    '/en/manage?next=%2Fen%2Fblog',
    '/en/manage/posts/by-slug/caf%C3%A9',
    "/en/blog?q=it's",
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it.each([
    // Other sites, spelled every way a browser would still follow.
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/en/manage'],
    ['triple slash', '///evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash first', '\\\\evil.example'],
    ['backslash further in', '/en/manage\\evil'],
    ['scheme without slashes', 'https:evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['absolute URL to this site', 'http://localhost:3000/en/manage'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with a comment', 'javascript://%0aalert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'en/manage'],
    ['dot-relative path', './en/manage'],
    // Percent-encoded forms that decode to one of the above.
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded lower-case', '/%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded lower-case backslash', '/%5cevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['triple-encoded slash', '/%25252Fevil.example'],
    ['more encoding layers than any link has', '/a%2525252541'],
    ['encoded scheme', '%68ttps://evil.example'],
    ['encoded dot segments', '/%2e%2e//evil.example'],
    ['dot segments collapsing into //', '/..//evil.example'],
    ['dot segment', '/en/../../manage'],
    ['single dot segment', '/./en'],
    // Control characters and whitespace that browsers strip or read as separators.
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r\n/evil.example'],
    ['leading space', ' /en/manage'],
    ['trailing space', '/en/manage '],
    ['space inside', '/en/ manage'],
    ['null byte', '/en/manage\u0000'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/en/manage%0d%0aSet-Cookie:%20x=1'],
    ['encoded null', '/en%00'],
    ['zero-width space', '/\u200b/evil.example'],
    ['encoded zero-width space', '/%E2%80%8B/evil.example'],
    ['right-to-left override', '/%E2%80%AEelpmaxe.live//'],
    ['non-ASCII slash look-alike', '/\u2215\u2215evil.example'],
    ['fullwidth solidus', '/\uff0fevil.example'],
    // Not paths at all.
    ['empty', ''],
    ['stray percent', '/en/100%'],
    ['bad escape', '/en/%zz'],
    ['very long', `/${'a'.repeat(3_000)}`],
  ])('refuses %s', (_label, path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, ['/en/manage'], { toString: () => '/en/manage' }])('refuses the non-string %j', (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('keeps no refused value reachable through the URL parser either', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/%2F/evil.example']) {
      expect(new URL(safeRedirectPath(path, FALLBACK), 'https://www.otailo.com').origin).toBe('https://www.otailo.com');
    }
  });
});
