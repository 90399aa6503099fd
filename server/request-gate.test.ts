import { describe, expect, it } from 'vitest';
import { MAX_TARGET_BYTES } from '../lib/infra/http/limits.mjs';
import { REPLY_LIMITS } from './action-reply.mjs';
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { isUsablePath, originForm, readBody, screenBody, screenFormStart, screenHead } from './request-gate.mjs';

/** Two actions of a build: a form's (500 bytes at most) and an upload's (900). */
const FORM_ACTION = '60b0e684789ae7e543137d86acfb49a59a38022aec';
const UPLOAD_ACTION = 'ab';
const actions = new Map([
  [FORM_ACTION, 500],
  [UPLOAD_ACTION, 900],
]);
const gate = { siteHost: 'www.otailo.com', maxBodyBytes: 1000, actions };
const post = (headers: Record<string, string>, url = '/en/contact') =>
  screenHead({ method: 'POST', url, headers: { host: 'www.otailo.com', 'content-length': '10', ...headers } }, gate);
const form = { 'content-type': 'multipart/form-data; boundary=x' };

describe('screenHead', () => {
  it('lets ordinary requests through, in origin form', () => {
    expect(screenHead({ method: 'GET', url: '/en/about?x=1', headers: {} }, gate)).toEqual({ url: '/en/about?x=1' });
    expect(screenHead({ method: 'HEAD', url: '/', headers: {} }, gate)).toEqual({ url: '/' });
    expect(post(form)).toEqual({ url: '/en/contact', bodyLimit: 1000 });
  });

  it(`refuses an address longer than ${MAX_TARGET_BYTES} bytes with 414, before anything else`, () => {
    const path = (length: number) => `/es/roi-calculator?orders=${'1'.repeat(length - '/es/roi-calculator?orders='.length)}`;
    expect(screenHead({ method: 'GET', url: path(MAX_TARGET_BYTES), headers: {} }, gate)).toEqual({ url: path(MAX_TARGET_BYTES) });
    expect(screenHead({ method: 'GET', url: path(MAX_TARGET_BYTES + 1), headers: {} }, gate)).toEqual({ status: 414, reason: 'target-length' });
    expect(screenHead({ method: 'POST', url: `/%${'0'.repeat(MAX_TARGET_BYTES)}`, headers: {} }, gate)).toMatchObject({ status: 414 });
  });

  it('refuses methods the site has no use for with 405 and Allow', () => {
    for (const method of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'FOO']) {
      expect(screenHead({ method, url: '/en', headers: {} }, gate)).toEqual({ status: 405, reason: 'method', allow: 'GET, HEAD, POST' });
    }
  });

  it('drops the host of an absolute-form target and refuses other forms', () => {
    expect(originForm('http://evil.example/About')).toBe('/About');
    expect(originForm('https://evil.example')).toBe('/');
    expect(originForm('http://evil.example?x=1')).toBe('/?x=1');
    expect(screenHead({ method: 'GET', url: 'http://evil.example/About', headers: {} }, gate)).toEqual({ url: '/About' });
    for (const url of ['*', 'evil.example:443', 'javascript:alert(1)', '']) {
      expect(screenHead({ method: 'GET', url, headers: {} }, gate)).toMatchObject({ status: 400 });
    }
  });

  it('refuses paths that do not decode or hold control characters', () => {
    for (const path of ['/en/%E0%A4%A', '/%', '/uploads/%', '/_next/static/%', '/en/%00', '/en/blog/a%0Ab', '/%7F', '/en/%C0%AF']) {
      expect(isUsablePath(path), path).toBe(false);
      expect(screenHead({ method: 'GET', url: path, headers: {} }, gate), path).toMatchObject({ status: 400, reason: 'path' });
    }
    expect(isUsablePath('/es/blog/devoluciones-con-fotos-primero')).toBe(true);
    expect(isUsablePath('/en/blog/%F0%9F%93%A6')).toBe(true);
    // The query is the routes' business (they answer bad values with their own 400).
    expect(screenHead({ method: 'GET', url: '/en/blog?search=%E0', headers: {} }, gate)).toEqual({ url: '/en/blog?search=%E0' });
  });

  it('lets the image optimizer work on the site’s own images only', () => {
    const image = (url: string) => screenHead({ method: 'GET', url: `/_next/image?url=${url}&w=640&q=75`, headers: {} }, gate);
    for (const ok of ['%2Fimages%2Fblog%2Fphoto-first-returns.jpg', '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png', '/_next/static/media/x.1a2b.png']) {
      expect(image(ok), ok).toMatchObject({ url: expect.stringContaining('/_next/image?') });
    }
    for (const bad of ['/../../etc/passwd', '%2F..%2F..%2Fetc%2Fpasswd', '/uploads/../pglite.pid', '/images/../../package.json', '//evil.example/x.png', 'http://evil.example/x.png', '/images/a.png%00', '/images/a.png?v=2', '/api/health', '']) {
      expect(image(bad), bad).toMatchObject({ status: 400, reason: 'image-url' });
    }
  });

  it('refuses posts that no form sends', () => {
    expect(post({ 'content-type': 'application/json' })).toMatchObject({ status: 415 });
    expect(post({})).toMatchObject({ status: 415 });
    expect(screenHead({ method: 'POST', url: '/en', headers: { ...form } }, gate)).toMatchObject({ status: 411 });
    expect(post({ ...form, 'content-length': '1001' })).toMatchObject({ status: 413 });
    expect(post({ ...form, 'content-length': '-1' })).toMatchObject({ status: 400 });
    expect(post({ ...form, 'next-action': '../../x' })).toMatchObject({ status: 400, reason: 'action-id' });
    expect(post({ ...form, 'next-action': FORM_ACTION })).toEqual({ url: '/en/contact', bodyLimit: 500 });
  });

  it('refuses an action this build does not have, or a body larger than its action takes, before reading it', () => {
    expect(post({ ...form, 'next-action': 'ab'.repeat(21) })).toEqual({ status: 404, reason: 'action-unknown', headers: { 'x-nextjs-action-not-found': '1' } });
    expect(post({ ...form, 'next-action': FORM_ACTION, 'content-length': '501' })).toMatchObject({ status: 413 });
    expect(post({ ...form, 'next-action': UPLOAD_ACTION, 'content-length': '900' })).toEqual({ url: '/en/contact', bodyLimit: 900 });
    expect(post({ ...form, 'next-action': UPLOAD_ACTION, 'content-length': '901' })).toMatchObject({ status: 413 });
    // Without the build's list, any id is taken up to the largest body.
    expect(screenHead({ method: 'POST', url: '/en', headers: { ...form, 'content-length': '1000', 'next-action': 'cd' } }, { ...gate, actions: undefined })).toEqual({ url: '/en', bodyLimit: 1000 });
  });

  it('holds a post that names no action in its headers to a form’s size, unless it is multipart', () => {
    const big = { ...gate, maxBodyBytes: 1_000_000 };
    const noAction = (type: string) => screenHead({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: { 'content-type': type, 'content-length': '10' } }, big);
    expect(noAction('application/x-www-form-urlencoded')).toEqual({ url: '/api/newsletter/unsubscribe', bodyLimit: 64 * 1024 });
    expect(noAction('text/plain')).toEqual({ url: '/api/newsletter/unsubscribe', bodyLimit: 64 * 1024 });
    expect(noAction('multipart/form-data; boundary=x')).toEqual({ url: '/api/newsletter/unsubscribe', bodyLimit: 1_000_000 });
  });

  it('refuses a post from another origin, or from an opaque one', () => {
    for (const origin of ['http://evil.example', 'null', 'garbage', 'https://www.otailo.com.evil.example']) {
      expect(post({ ...form, origin }), origin).toMatchObject({ status: 403, reason: 'origin' });
    }
    expect(post({ ...form, origin: 'https://www.otailo.com' })).toEqual({ url: '/en/contact', bodyLimit: 1000 });
    // The host the request came to (a loopback address, a second name) is this site too.
    expect(post({ ...form, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toEqual({ url: '/en/contact', bodyLimit: 1000 });
  });
});

const multipart = (parts: [string, string][], boundary = 'XYZ') =>
  Buffer.from(
    parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`,
  );
const multipartHeaders = { 'content-type': 'multipart/form-data; boundary=XYZ' };

const screen = (headers: Record<string, string>, body: Buffer) => screenBody(headers, body, gate);
/** The same with room for large bodies: what is refused then is their shape. */
const roomy = { ...gate, maxBodyBytes: 8_000_000, actions: new Map([FORM_ACTION, UPLOAD_ACTION].map((id) => [id, 8_000_000])) };
const text = { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' };
const fetchForm = { ...multipartHeaders, 'next-action': 'ab' };
/** A form posted without JavaScript, with its bound state (a form's previous state). */
const withState = (state: string, id = FORM_ACTION) => multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${id}","bound":"$@1"}`], ['$ACTION_1:1', state], ['$ACTION_KEY', 'k0']]);

describe('screenBody', () => {
  it('accepts what browsers send: forms, and React’s JSON arguments', () => {
    const action = `{"id":"${FORM_ACTION}","bound":"$@1"}`;
    expect(screen(multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', action], ['$ACTION_1:1', '[{"status":"idle"}]'], ['fullName', 'Ada']]))).toBeUndefined();
    expect(screen(multipartHeaders, multipart([[`$ACTION_ID_${FORM_ACTION}`, ''], ['fullName', 'Ada']]))).toBeUndefined();
    expect(screen(text, Buffer.from('[{"a":1},"$K1","$undefined","$D2026-01-01T00:00:00.000Z","$n12","$$escaped","$T"]'))).toBeUndefined();
    expect(screen(fetchForm, multipart([['0', '[{"status":"idle"},"$K1"]'], ['_1_fullName', 'Ada']]))).toBeUndefined();
    // Outlined values come before the field that refers to them, as React's client sends them.
    expect(screen(fetchForm, multipart([['1', '{"a":[1,2]}'], ['2', '"$@1"'], ['0', '["$1","$2"]']]))).toBeUndefined();
    expect(screen({ 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('fullName=Ada&message=Hi'))).toBeUndefined();
    expect(screenBody(multipartHeaders, withState(JSON.stringify(Array(1000).fill(null))), roomy)).toBeUndefined();
    expect(screen(text, Buffer.from(JSON.stringify(Array(1000).fill(null))))).toBeUndefined();
  });

  it('refuses bodies that would make the framework fail', async () => {
    const cases: [Record<string, string>, Buffer][] = [
      [{ 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' }, Buffer.from('hello')],
      [{ 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' }, Buffer.from([0xff, 0xfe, 0x5b, 0x5d])],
      [multipartHeaders, Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nval')],
      [{ 'content-type': 'multipart/form-data' }, multipart([['a', 'b']])],
      [multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', 'garbage']])],
      [multipartHeaders, multipart([['$ACTION_1:1', 'notjson']])],
      [fetchForm, multipart([['0', '["$K1"']])],
      [multipartHeaders, multipart([['$ACTION_ID_zzz', '']])],
      [multipartHeaders, Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="1_file"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--XYZ--\r\n', 'latin1')],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('%24ACTION_1%3A0=garbage')],
      // A fetch action's arguments that are not a list: Next.js would throw spreading them.
      ...['"x"', 'null', '{}', '1'].map((json): [Record<string, string>, Buffer] => [{ 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' }, Buffer.from(json)]),
      [{ ...multipartHeaders, 'next-action': 'ab' }, multipart([['0', '"x"']])],
      [{ ...multipartHeaders, 'next-action': 'ab' }, multipart([['1_a', 'b']])],
      [{ 'content-type': 'application/x-www-form-urlencoded', 'next-action': 'ab' }, Buffer.from('0=null')],
      // A form's previous state that is not a list.
      [multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"ab","bound":"$@1"}'], ['$ACTION_1:1', 'null']])],
      [multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"ab","bound":"$@2"}']])],
    ];
    for (const [headers, body] of cases) {
      expect(screen(headers, body), body.toString().slice(0, 60)).toMatchObject({ status: 400 });
    }
  });

  it('refuses, before Next.js throws on them, arguments past React’s and Next.js’s limits', () => {
    const million = `[[${Array(1_000_001).fill(0).join(',')}]]`;
    const cases: [string, Record<string, string>, Buffer][] = [
      ['1,001 arguments', text, Buffer.from(JSON.stringify(Array(REPLY_LIMITS.arguments + 1).fill(null)))],
      ['one argument of 1,000,001 items', text, Buffer.from(million)],
      ['the same as a field', fetchForm, multipart([['0', million]])],
      ['2 MB of empty objects', text, Buffer.from(`[${Array(690_000).fill('{}').join(',')}]`)],
      ['nesting 5,000 deep', text, Buffer.from(`[${'['.repeat(5000)}${']'.repeat(5000)}]`)],
      ['a bound state of 1,001', multipartHeaders, withState(JSON.stringify(Array(REPLY_LIMITS.boundArguments + 1).fill(null)))],
      ['an escaped string past the array limit', text, Buffer.from(JSON.stringify([`$$${'x'.repeat(REPLY_LIMITS.arraySlots)}`, 0]))],
      ['a number of 301 digits', text, Buffer.from(JSON.stringify([`$n${'1'.repeat(301)}`]))],
      ['a number that is no number', text, Buffer.from('["$nabc"]')],
      ['a reference in a plain-text body', text, Buffer.from('["$1"]')],
      ['a reference to a field not sent', fetchForm, multipart([['0', '["$1"]']])],
      ['a reference to a later field', fetchForm, multipart([['0', '["$1"]'], ['1', JSON.stringify(Array(1001).fill(null))]])],
      ['a cycle', multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${FORM_ACTION}","bound":"$@1"}`], ['$ACTION_1:1', '["$2"]'], ['$ACTION_1:2', '["$1"]']])],
      ['references multiplying arrays', fetchForm, multipart([['1', `[${Array(1000).fill(0).join(',')}]`], ['2', JSON.stringify(Array(999).fill('$1'))], ['3', JSON.stringify(Array(999).fill('$2'))], ['0', '["$3"]']])],
      ...['$Q1', '$W1', '$i1', '$h1', '$B1', '$A1', '$R1', '$1:a', '$', '$x'].map((value): [string, Record<string, string>, Buffer] => [`a ${value}`, text, Buffer.from(JSON.stringify([value]))]),
      ['an opaque value in a form without JavaScript', multipartHeaders, withState('["$T"]')],
      ['the arguments under another name React reads as 0', fetchForm, multipart([['0x0', '"x"'], ['0', '[]']])],
      ['the arguments twice', fetchForm, multipart([['0', '[]'], ['0', '"x"']])],
      ['the arguments as a file', fetchForm, Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="0"; filename="a"\r\n\r\n[]\r\n--XYZ--\r\n')],
      ['a file in base64', fetchForm, Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--XYZ\r\nContent-Disposition: form-data; name="_1_f"; filename="a"\r\nContent-Transfer-Encoding: base64\r\n\r\nQQ==\r\n--XYZ--\r\n')],
    ];
    for (const [what, headers, body] of cases) {
      expect(screenBody(headers, body, roomy), what).toMatchObject({ status: 400 });
    }
    // More JSON than any form sends (arguments of 2 M characters at most; files are not JSON).
    expect(screenBody(text, Buffer.from(`[${Array(2_000_000).fill('{}').join(',')}]`), roomy)).toMatchObject({ status: 413, reason: 'action-reply-length' });
    // Building these bodies is most of the time: ~3 s alone, 24 s with the machine at load 44.
  }, 60_000);

  it('refuses a form action this build does not have (404), or a body larger than its action takes (413)', () => {
    expect(screen(multipartHeaders, withState('[]', 'cd'.repeat(21)))).toMatchObject({ status: 404, reason: 'action-unknown' });
    expect(screen(multipartHeaders, multipart([[`$ACTION_ID_${'cd'.repeat(21)}`, '']]))).toMatchObject({ status: 404 });
    const padded = (id: string, bytes: number) => multipart([[`$ACTION_ID_${id}`, ''], ['message', 'x'.repeat(bytes)]]);
    expect(screen(multipartHeaders, padded(FORM_ACTION, 300))).toBeUndefined();
    expect(screen(multipartHeaders, padded(FORM_ACTION, 500))).toMatchObject({ status: 413 });
    expect(screen(multipartHeaders, padded(UPLOAD_ACTION, 500))).toBeUndefined();
    // Multipart naming no action is held to a form's size (the gate's own maximum here).
    expect(screen(multipartHeaders, multipart([['message', 'x'.repeat(2000)]]))).toMatchObject({ status: 413 });
  });

  it('keeps its own work small at the largest body: a 6 MB upload is scanned, not parsed', () => {
    const upload = { siteHost: 'www.otailo.com', maxBodyBytes: 6 * 1024 * 1024, actions: new Map([['ab', 6 * 1024 * 1024]]) };
    const file = Buffer.alloc(6 * 1024 * 1024 - 1000, 0x41);
    const body = Buffer.concat([
      Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--XYZ\r\nContent-Disposition: form-data; name="_1_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      file,
      Buffer.from('\r\n--XYZ--\r\n'),
    ]);
    // A generous bound that proves "not parsed" (a parse of it takes hundreds of milliseconds).
    const started = performance.now();
    expect(screenBody(fetchForm, body, upload)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('analytics beacons', () => {
  it('are refused past 8 KB from their Content-Length, before the body is read', () => {
    const beacon = (length: number) =>
      screenHead({ method: 'POST', url: '/api/collect', headers: { host: 'www.otailo.com', 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(length) } }, { ...gate, maxBodyBytes: 1_000_000 });
    expect(beacon(8 * 1024)).toEqual({ url: '/api/collect', bodyLimit: 64 * 1024 });
    expect(beacon(8 * 1024 + 1)).toMatchObject({ status: 413, reason: 'too-large' });
  });
});

describe('React’s second mention of an object', () => {
  it('passes as a path into a field sent before, or into its own field', () => {
    // [{a:{x:1}}, <the same object again>]: React's client writes the second one as a path.
    expect(screen(text, Buffer.from('[{"a":{"x":1}},"$0:0:a"]'))).toBeUndefined();
    expect(screen(fetchForm, multipart([['1', '{"list":[1,2]}'], ['0', '["$1:list","$1"]']]))).toBeUndefined();
  });

  it('is refused when it leads nowhere, to a value that holds itself, or multiplies a list past React’s limit', () => {
    for (const body of ['["$0:1"]', '[{"a":1},"$0:0:b"]', '[{"a":"$0:0"}]', '["$0"]', '["$@0"]', `[${JSON.stringify(Array(1000).fill(0))},${JSON.stringify(Array(999).fill('$0:0'))}]`]) {
      expect(screenBody(text, Buffer.from(body), roomy), body.slice(0, 40)).toMatchObject({ status: 400 });
    }
  });
});

describe('a form posted without JavaScript', () => {
  const start = (id: string) => Buffer.from(`--XYZ\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--XYZ\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{"id":"${id}","bound":"$@1"}\r\n--XYZ\r\nContent-Disposition: form-data; name="$ACTION_1:1"\r\n\r\n[{},{},{},`);
  const headers = (length: number) => ({ ...multipartHeaders, 'content-length': String(length) });

  it('is refused from its first fields: an action this build does not have, a body larger than its action takes', () => {
    expect(screenFormStart(headers(6_000_000), start('cd'.repeat(21)), gate)).toMatchObject({ status: 404 });
    expect(screenFormStart(headers(501), start(FORM_ACTION), gate)).toMatchObject({ status: 413 });
    expect(screenFormStart(headers(500), start(FORM_ACTION), gate)).toBeUndefined();
    expect(screenFormStart(headers(900), start(UPLOAD_ACTION), gate)).toBeUndefined();
    // Nothing named yet, or a fetch action (its id is in its headers): the whole body decides.
    expect(screenFormStart(headers(6_000_000), Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nxxx'), gate)).toBeUndefined();
    expect(screenFormStart({ ...headers(6_000_000), 'next-action': FORM_ACTION }, start('cd'.repeat(21)), gate)).toBeUndefined();
  });

  it('keeps none of the rest of a body refused from its start', async () => {
    const req = new PassThrough();
    const reading = readBody(req as unknown as IncomingMessage, 8_000_000, (first) => screenFormStart(headers(6_000_000), first, gate));
    req.write(Buffer.concat([start('cd'.repeat(21)), Buffer.alloc(70_000, 0x2c)]));
    expect(await reading).toMatchObject({ status: 404, reason: 'action-unknown' });
    expect(req.listenerCount('data')).toBe(0);
    // Without a refusal, the whole body.
    const whole = new PassThrough();
    const read = readBody(whole as unknown as IncomingMessage, 8_000_000, () => undefined);
    whole.end(Buffer.alloc(100_000, 0x61));
    expect(await read).toHaveLength(100_000);
  });
});

