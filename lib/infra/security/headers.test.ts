import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './headers.mjs';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  it('is strict in production: no unsafe-eval, no unsafe-inline scripts, no framing', () => {
    const policy = contentSecurityPolicy({ dev: false, analytics: false, https: true });
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('does not upgrade requests on a plain-http site (a laptop)', () => {
    expect(contentSecurityPolicy({ dev: false, analytics: false, https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('allows the analytics hosts only when analytics is configured', () => {
    const without = contentSecurityPolicy({ dev: false, analytics: false, https: false });
    const withAnalytics = contentSecurityPolicy({ dev: false, analytics: true, https: false });
    expect(without).not.toContain('googletagmanager');
    expect(directive(withAnalytics, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(withAnalytics, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('relaxes scripts for the development server only', () => {
    expect(directive(contentSecurityPolicy({ dev: true, analytics: false, https: false }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('securityHeaders', () => {
  it('sends the full set', () => {
    const names = securityHeaders({ dev: false, analytics: false, https: true }).map((h) => h.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]),
    );
  });
});
