import { describe, expect, it } from 'vitest';
import { rawRefusal, refusalBody, refusalLocale } from './refusal.mjs';

describe('refusals', () => {
  it('speak the language of the path, else of the browser', () => {
    expect(refusalLocale('/es/blog/%', 'en')).toBe('es');
    expect(refusalLocale('/en/%', 'es-ES,es')).toBe('en');
    expect(refusalLocale('/%', 'es-MX,es;q=0.9')).toBe('es');
    expect(refusalLocale('/%', undefined)).toBe('en');
    expect(refusalLocale('/esther', 'en')).toBe('en');
  });

  it('explain themselves as a small page without scripts, or as JSON', () => {
    const page = refusalBody(413, 'es', false);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Solicitud demasiado grande | Otailo</title>');
    expect(page.body).toContain('noindex');
    expect(page.body).not.toContain('<script');
    expect(JSON.parse(refusalBody(405, 'en', true).body)).toEqual({
      error: 'Method Not Allowed',
      message: 'This site answers GET, HEAD and POST requests only.',
    });
    // A status without its own text gets the general one.
    expect(refusalBody(418, 'en', false).body).toContain('Bad Request');
  });

  it('written straight to a socket, carry a status line, the headers and a length that fits', () => {
    const raw = rawRefusal(405, [{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain('X-Content-Type-Options: nosniff');
    expect(head).toContain('Allow: GET, HEAD, POST');
    expect(head).toContain('Connection: close');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
  });
});
