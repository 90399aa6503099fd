import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, localeCookieOptions, localeCookieString } from './locale-cookie';

describe('the language cookie', () => {
  it('is written for a year, same-site only, Secure over https', () => {
    expect(localeCookieString('es', true)).toBe(`${LOCALE_COOKIE}=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(localeCookieString('en', false)).toBe(`${LOCALE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('has the same attributes when the server sets it', () => {
    expect(localeCookieOptions(true)).toEqual({ path: '/', maxAge: 31536000, sameSite: 'lax', secure: true });
    expect(localeCookieOptions(false).secure).toBe(false);
  });
});
