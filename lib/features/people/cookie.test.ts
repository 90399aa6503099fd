import { describe, expect, it } from 'vitest';
import { deviceCookieName, deviceCookieOptions, expiredSessionCookieOptions, sessionCookieName, sessionCookieOptions } from './cookie';

describe('session cookie', () => {
  it('is a __Host- cookie, Secure, on an https site', () => {
    expect(sessionCookieName('https://www.otailo.com')).toBe('__Host-otailo_session');
    expect(sessionCookieOptions('https://www.otailo.com')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 12 * 60 * 60,
    });
  });

  it('is a plain cookie on an http site (local development)', () => {
    expect(sessionCookieName('http://localhost:3000')).toBe('otailo_session');
    expect(sessionCookieOptions('http://localhost:3000')).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
  });

  it('never names a domain (a __Host- cookie must not have one)', () => {
    expect(sessionCookieOptions('https://www.otailo.com')).not.toHaveProperty('domain');
  });

  it('is deleted with the attributes it was set with', () => {
    expect(expiredSessionCookieOptions('https://www.otailo.com')).toMatchObject({
      secure: true,
      path: '/',
      httpOnly: true,
      maxAge: 0,
      expires: new Date(0),
    });
  });

  it('follows SITE_URL by default', () => {
    // The test environment has no SITE_URL: the default, http://localhost:3000.
    expect(sessionCookieName()).toBe('otailo_session');
  });
});

describe('device cookie', () => {
  it('is a __Host- cookie, Secure, httpOnly, for 90 days on an https site', () => {
    expect(deviceCookieName('https://www.otailo.com')).toBe('__Host-otailo_device');
    expect(deviceCookieOptions('https://www.otailo.com')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 90 * 24 * 60 * 60,
    });
  });

  it('is a plain cookie on an http site (local development)', () => {
    expect(deviceCookieName('http://localhost:3000')).toBe('otailo_device');
    expect(deviceCookieOptions('http://localhost:3000')).toMatchObject({ httpOnly: true, secure: false, path: '/' });
  });
});
