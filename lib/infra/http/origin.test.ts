import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './origin';

const SITE = 'https://www.otailo.com';
const request = (headers: Record<string, string>) => new Headers(headers);

describe('isSameOrigin', () => {
  it("accepts SITE_URL's origin", () => {
    expect(isSameOrigin(request({ origin: 'https://www.otailo.com', host: 'internal:3000' }), SITE)).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://www.otailo.com' }), `${SITE}/`)).toBe(true);
  });

  it("accepts the request's own origin: its host, with the scheme the proxy reported", () => {
    expect(isSameOrigin(request({ origin: 'http://localhost:3000', host: 'localhost:3000' }), SITE)).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://staging.otailo.com', host: 'staging.otailo.com', 'x-forwarded-proto': 'https' }), SITE)).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://staging.otailo.com', host: 'staging.otailo.com', 'x-forwarded-proto': 'https, http' }), SITE)).toBe(true);
    // Default ports are not part of an origin.
    expect(isSameOrigin(request({ origin: 'http://example.test', host: 'example.test:80' }), SITE)).toBe(true);
  });

  it('refuses a request without Origin', () => {
    expect(isSameOrigin(request({ host: 'www.otailo.com' }), SITE)).toBe(false);
    expect(isSameOrigin(request({ referer: 'https://www.otailo.com/en/manage', host: 'www.otailo.com' }), SITE)).toBe(false);
  });

  it('refuses the opaque origin', () => {
    expect(isSameOrigin(request({ origin: 'null', host: 'www.otailo.com' }), SITE)).toBe(false);
  });

  it('refuses other sites, however close', () => {
    for (const origin of [
      'https://evil.example',
      'https://www.otailo.com.evil.example',
      'https://evil-www.otailo.com',
      'https://otailo.com',
      'http://www.otailo.com', // scheme differs
      'https://www.otailo.com:8443', // port differs
      'https://www.otailo.com/', // not a serialized origin
      'https://user@www.otailo.com',
      'javascript:alert(1)',
      'file://',
      'not a url',
      '',
    ]) {
      expect(isSameOrigin(request({ origin, host: 'www.otailo.com', 'x-forwarded-proto': 'https' }), SITE), origin).toBe(false);
    }
  });

  it('does not trust the scheme beyond http and https', () => {
    expect(isSameOrigin(request({ origin: 'http://localhost:3000', host: 'localhost:3000', 'x-forwarded-proto': 'gopher' }), SITE)).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://localhost:3000', host: 'localhost:3000', 'x-forwarded-proto': 'gopher' }), SITE)).toBe(false);
  });

  it('refuses when the host header is missing or not a host', () => {
    expect(isSameOrigin(request({ origin: 'http://localhost:3000' }), SITE)).toBe(false);
    expect(isSameOrigin(request({ origin: 'http://evil.example', host: 'evil.example/@localhost' }), SITE)).toBe(false);
  });
});
