import { inlineScriptHashes } from '../lib/infra/security/inline-scripts.mjs';
import { hiddenFields } from '../test/support/form-post.mjs';
import { acceptedFor, deliveredFor, fieldsOf, uniqueEmail } from './support/crm';
import { expect, test, visitorHeaders } from './support/fixtures';
import { rawGet, rawRequest, type RawResponse } from './support/raw-http';
import { E2E_BASE_URL } from './support/server-env.mjs';

/**
 * What a hostile client can send the production server, as bytes on the wire: every input listed
 * in the hardening issue answers with a 4xx and the security headers, and the server stays up.
 */

const HOST = new URL(E2E_BASE_URL).host;

function expectRefusal(response: RawResponse, what: string, status?: number) {
  if (status) expect(response.status, what).toBe(status);
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['strict-transport-security'], what).toContain('max-age=');
  expect(response.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(response.headers['x-frame-options'], what).toBe('DENY');
}

/** A request with a body, written by hand (Content-Length from the body unless given). */
function post(target: string, headers: Record<string, string>, body: string | Buffer) {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const lines = Object.entries({ Host: HOST, Connection: 'close', 'Content-Length': String(bytes.byteLength), ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return rawRequest(E2E_BASE_URL, Buffer.concat([Buffer.from(`POST ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]));
}

const multipart = (boundary: string, parts: { name: string; value: string; filename?: string }[]) =>
  parts
    .map(({ name, value, filename }) => {
      const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${filename === undefined ? '' : 'Content-Type: image/png\r\n'}\r\n${value}\r\n`;
    })
    .join('') + `--${boundary}--\r\n`;

/** The contact page's server action, as its form carries it (id and bound state). */
async function contactAction() {
  const html = await (await fetch(`${E2E_BASE_URL}/en/contact`)).text();
  const fields = hiddenFields(html, 'fullName');
  const reference = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  const id = (JSON.parse(reference![1]) as { id: string }).id;
  return { id, fields };
}

test('every malformed request gets a 4xx with the security headers, and the server stays up', async () => {
  test.setTimeout(60_000);
  const { id, fields } = await contactAction();
  const origin = E2E_BASE_URL;
  const form = 'multipart/form-data; boundary=XYZ';
  const noJsForm = (overrides: Record<string, string>, extra: Record<string, string> = {}) =>
    post('/en/contact', { 'Content-Type': form, Origin: origin, ...extra }, multipart('XYZ', Object.entries({ ...Object.fromEntries(fields), fullName: 'Hostile', ...overrides }).map(([name, value]) => ({ name, value }))));
  const action = (headers: Record<string, string>, body: string | Buffer) => post('/en/contact', { 'Next-Action': id, Origin: origin, ...headers }, body);
  const twentyMegabytes = Buffer.alloc(20 * 1024 * 1024, 'a');
  const sixMegabytesOfObjects = `[${Array(2_000_000).fill('{}').join(',')}]`;

  const cases: [string, () => Promise<RawResponse>, number?][] = [
    // Paths that do not decode, or decode to control characters.
    ...['/en/%E0%A4%A', '/%', '/uploads/%', '/_next/static/%', '/es/blog/%', '/en/blog/%ZZ', '/About%', '/en/feed.xml%', '/_next/%', '/api/%', '/%00', '/en/%00', '/en/blog/%00', '/uploads/%00.png'].map(
      (path): [string, () => Promise<RawResponse>, number] => [`GET ${path}`, () => rawGet(E2E_BASE_URL, path), 400],
    ),
    // Methods the site has no use for.
    ['TRACE /', () => rawGet(E2E_BASE_URL, '/', 'TRACE'), 405],
    ['OPTIONS *', () => rawGet(E2E_BASE_URL, '*', 'OPTIONS'), 405],
    ['OPTIONS /en', () => rawGet(E2E_BASE_URL, '/en', 'OPTIONS'), 405],
    ['PUT /en', () => rawGet(E2E_BASE_URL, '/en', 'PUT'), 405],
    ['DELETE /en/blog', () => rawGet(E2E_BASE_URL, '/en/blog', 'DELETE'), 405],
    ['PATCH /api/health', () => rawGet(E2E_BASE_URL, '/api/health', 'PATCH'), 405],
    ['CONNECT evil.example:443', () => rawGet(E2E_BASE_URL, 'evil.example:443', 'CONNECT'), 405],
    ['FOO /en (not a method)', () => rawGet(E2E_BASE_URL, '/en', 'FOO')],
    // The image optimizer asked for files outside the site's images.
    ...['/../../etc/passwd', '%2F..%2F..%2Fetc%2Fpasswd', '/uploads/../pglite.pid', '/images/../../package.json', '//evil.example/x.png', 'http://evil.example/x.png'].map(
      (url): [string, () => Promise<RawResponse>, number] => [`image ${url}`, () => rawGet(E2E_BASE_URL, `/_next/image?url=${url}&w=640&q=75`), 400],
    ),
    // Server-action posts whose body is not a form, or not this site's.
    ['action: plain text', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, 'hello'), 400],
    ['action: JSON', () => action({ 'Content-Type': 'application/json' }, '{"a":1}'), 415],
    ['action: broken multipart', () => action({ 'Content-Type': form }, '--XYZ\r\nContent-Disposition: form-data; name="0"\r\n\r\nval'), 400],
    ['action: 20 MB', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, twentyMegabytes), 413],
    ['action: foreign Origin', () => action({ 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' }, '[]'), 403],
    ['action: Origin null', () => action({ 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'null' }, '[]'), 403],
    ['action: id that is no id', () => action({ 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': '../../x' }, '[]'), 400],
    ['action: unknown id', () => action({ 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'ab'.repeat(21) }, '[]'), 404],
    // Refused from the headers, before the body is read: an action this build does not have, a
    // body larger than the contact form takes (issue 51: each was parsed for seconds first).
    ['action: 6 MB of empty objects, unknown id', () => action({ 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'cd'.repeat(21) }, sixMegabytesOfObjects), 404],
    ['action: 6 MB of empty objects to the contact form', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, sixMegabytesOfObjects), 413],
    ['form without JavaScript: 6 MB to the contact form', () => noJsForm({ message: 'x'.repeat(6 * 1000 * 1000) }), 413],
    // Arguments Next.js and React throw on (500 before issue 51).
    ['action: 1,001 arguments', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, JSON.stringify(Array(1001).fill(null))), 400],
    ['action: one argument of 1,000,001 items (2 MB: more than the contact form takes)', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, `[[${Array(1_000_001).fill(0).join(',')}]]`), 413],
    ['action: nesting 5,000 deep', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, `[${'['.repeat(5000)}${']'.repeat(5000)}]`), 400],
    ['action: a reference to a field not sent', () => action({ 'Content-Type': 'text/plain;charset=UTF-8' }, '["$1"]'), 400],
    ['form without JavaScript: bound state of 1,001', () => noJsForm({ [fields.find(([n]) => /^\$ACTION_\d+:1$/.test(n))![0]]: JSON.stringify(Array(1001).fill(null)) }), 400],
    // An address longer than the site takes (2,048 bytes).
    ['GET a path of 2,049 bytes', () => rawGet(E2E_BASE_URL, `/en/roi-calculator?orders=${'1'.repeat(2049 - '/en/roi-calculator?orders='.length)}`), 414],
    ['action: no length', () => rawRequest(E2E_BASE_URL, `POST /en/contact HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\nContent-Type: ${form}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`), 411],
    ['form without JavaScript: foreign Origin', () => noJsForm({}, { Origin: 'https://evil.example' }), 403],
    ['form without JavaScript: bound state not JSON', () => noJsForm({ [fields.find(([n]) => /^\$ACTION_\d+:1$/.test(n))![0]]: 'notjson' }), 400],
    ['form without JavaScript: action reference not JSON', () => noJsForm({ [fields.find(([n]) => /^\$ACTION_\d+:0$/.test(n))![0]]: 'garbage' }), 400],
    ['form without JavaScript: 20 MB', () => post('/en/contact', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, twentyMegabytes), 413],
    // Uploads: a NUL in the file name, a file over the body limit.
    [
      'upload: NUL in the file name',
      () => action({ 'Content-Type': form }, multipart('XYZ', [{ name: '0', value: '["$K1"]' }, { name: '1_file', value: 'PNG', filename: 'a\u0000b.png' }])),
      400,
    ],
    [
      'upload: 7 MB',
      () => action({ 'Content-Type': form }, multipart('XYZ', [{ name: '0', value: '["$K1"]' }, { name: '1_file', value: 'x'.repeat(7 * 1024 * 1024), filename: 'big.png' }])),
      413,
    ],
    // Requests Node's parser refuses.
    ['header of 100 kB', () => rawRequest(E2E_BASE_URL, `GET /en HTTP/1.1\r\nHost: ${HOST}\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`), 431],
    ['request line with a space in the path', () => rawRequest(E2E_BASE_URL, `GET /en /about HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`), 400],
  ];
  expect(cases.length).toBeGreaterThanOrEqual(47);
  for (const [what, send, status] of cases) {
    const response = await send().catch((error: Error) => {
      throw new Error(`${what}: ${error.message}`);
    });
    expectRefusal(response, what, status);
  }

  const health = await fetch(`${E2E_BASE_URL}/api/health`);
  expect(health.status).toBe(200);
});

test('no answer repeats the address in its headers, and a long one is refused with 414 before it could', async () => {
  const digits = (length: number) => '7'.repeat(length);
  /** The answer's header block, to count the address in (an old Spanish path's 308, a current path's 400, a rewritten list). */
  const head = async (target: string) => {
    const response = await fetch(`${E2E_BASE_URL}${target}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return { response, block: [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n') };
  };
  const query = digits(2048 - '/es/roi-calculator?orders='.length);
  const old = await head(`/es/roi-calculator?orders=${query}`);
  expect(old.response.status).toBe(308);
  expect(old.response.headers.get('location')).toBe(`/es/calculadora-roi?orders=${query}`);
  expect(old.response.headers.get('refresh')).toBeNull();
  expect(old.block.split(query).length - 1).toBe(1);
  // With the site's other headers, the longest address still fits nginx's default proxy buffer (4 kB).
  expect(old.block.length).toBeLessThan(4096);
  for (const target of [`/en/roi-calculator?orders=${digits(1500)}`, `/en/blog?search=${digits(1500)}`]) {
    const { response, block } = await head(target);
    expect(response.status, target).toBeLessThan(500);
    expect([...response.headers.keys()].filter((name) => name.startsWith('x-middleware-')), target).toEqual([]);
    expect(block.includes(digits(1500)), target).toBe(false);
  }
  // Past the length, 414 with the refusal page; Node's fetch reads the answer (it refused the 21 kB of headers before).
  const long = await fetch(`${E2E_BASE_URL}/es/roi-calculator?orders=${digits(10_000)}`, { redirect: 'manual' });
  expect(long.status).toBe(414);
  expect(await long.text()).toContain('Dirección demasiado larga');
});

test('a refusal is explained in the visitor’s language, as HTML or, for the API, JSON', async () => {
  const spanish = await rawGet(E2E_BASE_URL, '/es/blog/%E0');
  expect(spanish.status).toBe(400);
  expect(spanish.headers['content-type']).toContain('text/html');
  expect(spanish.body).toContain('<html lang="es">');
  expect(spanish.body).toContain('Solicitud no válida');
  expect(spanish.body).toContain('<a href="/es">Ir al inicio</a>');
  expect(spanish.headers['cache-control']).toBe('no-store');

  const api = await rawGet(E2E_BASE_URL, '/api/%');
  expect(api.headers['content-type']).toContain('application/json');
  expect(JSON.parse(api.body)).toMatchObject({ error: 'Bad Request' });

  const trace = await rawGet(E2E_BASE_URL, '/en', 'TRACE');
  expect(trace.headers['allow']).toBe('GET, HEAD, POST');
});

test('an absolute-form request line never puts its host in a redirect', async () => {
  for (const [target, location] of [
    ['http://evil.example/About', '/en/about'],
    ['http://evil.example/', '/en'],
    ['https://evil.example/es/SolutionsTradeIns', '/es/soluciones/recompras'],
  ]) {
    const response = await rawGet(E2E_BASE_URL, target!);
    expect(response.status, target).toBeGreaterThanOrEqual(300);
    expect(response.status, target).toBeLessThan(400);
    expect(response.headers['location'], target).not.toContain('evil.example');
    expect(new URL(response.headers['location'] ?? '', E2E_BASE_URL).pathname, target).toBe(location);
  }
});

test('a lead with NUL bytes in every field is stored and delivered, without them', async ({ request }, testInfo) => {
  const email = uniqueEmail('nul');
  const html = await (await request.get('/en/contact')).text();
  const form = new FormData();
  for (const [name, value] of hiddenFields(html, 'fullName')) form.append(name, value);
  const nul = '\u0000';
  for (const [name, value] of Object.entries({ fullName: `Nu${nul}la Byte`, emailAddress: `${email}${nul}`, company: `Zero${nul} Ltd`, message: `Hello${nul} there` })) {
    form.set(name, value);
  }
  const response = await request.post('/en/contact', { multipart: form, headers: { ...visitorHeaders(testInfo), origin: E2E_BASE_URL } });
  expect(response.status()).toBe(200);
  const page = await response.text();
  expect(page).toContain('Message Sent!');
  // The page that answers a form action carries scripts of its own shape: all allowed, once each.
  const allowed = [...(response.headers()['content-security-policy'] ?? '').matchAll(/'sha256-[A-Za-z0-9+/=]+'/g)].map((m) => m[0]);
  expect(allowed).toEqual(inlineScriptHashes(page));
  const [delivered] = await deliveredFor(email);
  expect(fieldsOf(delivered!)).toMatchObject({ firstname: 'Nula', lastname: 'Byte', email, company: 'Zero Ltd', message: 'Hello there' });
  expect(await acceptedFor(email)).toHaveLength(1);
});
