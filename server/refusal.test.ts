import { once } from 'node:events';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rawRefusal, refusalBody, refusalLocale, sendRefusal } from './refusal.mjs';
import { drainBody } from './request-gate.mjs';

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

  it('go out at once while a refused body is still coming, and end once it has been read', async () => {
    const server = createServer((req, res) => sendRefusal(res, { status: 413 }, { path: '/en' }, [], drainBody(req, { maxBytes: 10_000_000, maxMs: 10_000 })));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const post = request({ port, host: '127.0.0.1', method: 'POST', path: '/en', headers: { 'Content-Length': String(4_000_000) } });
      post.write(Buffer.alloc(64 * 1024));
      // The answer comes while 3.9 MB are still to be sent.
      const [response] = (await once(post, 'response')) as [IncomingMessage];
      expect(response.statusCode).toBe(413);
      const text = (async () => {
        let body = '';
        for await (const chunk of response) body += chunk;
        return body;
      })();
      post.end(Buffer.alloc(4_000_000 - 64 * 1024));
      expect(await text).toContain('Request Too Large');
    } finally {
      server.close();
    }
  });
});
