import { describe, expect, it } from 'vitest';
import { isUsablePath, originForm, screenBody, screenHead } from './request-gate.mjs';

const gate = { siteHost: 'www.otailo.com', maxBodyBytes: 1000 };
const post = (headers: Record<string, string>, url = '/en/contact') =>
  screenHead({ method: 'POST', url, headers: { host: 'www.otailo.com', 'content-length': '10', ...headers } }, gate);
const form = { 'content-type': 'multipart/form-data; boundary=x' };

describe('screenHead', () => {
  it('lets ordinary requests through, in origin form', () => {
    expect(screenHead({ method: 'GET', url: '/en/about?x=1', headers: {} }, gate)).toEqual({ url: '/en/about?x=1' });
    expect(screenHead({ method: 'HEAD', url: '/', headers: {} }, gate)).toEqual({ url: '/' });
    expect(post(form)).toEqual({ url: '/en/contact' });
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
    expect(post({ ...form, 'next-action': '60b0e684789ae7e543137d86acfb49a59a38022aec' })).toEqual({ url: '/en/contact' });
  });

  it('refuses a post from another origin, or from an opaque one', () => {
    for (const origin of ['http://evil.example', 'null', 'garbage', 'https://www.otailo.com.evil.example']) {
      expect(post({ ...form, origin }), origin).toMatchObject({ status: 403, reason: 'origin' });
    }
    expect(post({ ...form, origin: 'https://www.otailo.com' })).toEqual({ url: '/en/contact' });
    // The host the request came to (a loopback address, a second name) is this site too.
    expect(post({ ...form, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toEqual({ url: '/en/contact' });
  });
});

const multipart = (parts: [string, string][], boundary = 'XYZ') =>
  Buffer.from(
    parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`,
  );
const multipartHeaders = { 'content-type': 'multipart/form-data; boundary=XYZ' };

describe('screenBody', () => {
  it('accepts what browsers send: forms, and React’s JSON arguments', async () => {
    const action = '{"id":"60b0e684789ae7e543137d86acfb49a59a38022aec","bound":"$@1"}';
    expect(await screenBody(multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', action], ['$ACTION_1:1', '[{"status":"idle"}]'], ['fullName', 'Ada']]))).toBeUndefined();
    expect(await screenBody({ 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' }, Buffer.from('[{"a":1},"$K1"]'))).toBeUndefined();
    expect(await screenBody({ ...multipartHeaders, 'next-action': 'ab' }, multipart([['0', '[{"status":"idle"},"$K1"]'], ['1_fullName', 'Ada']]))).toBeUndefined();
    expect(await screenBody({ 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('fullName=Ada&message=Hi'))).toBeUndefined();
  });

  it('refuses bodies that would make the framework fail', async () => {
    const cases: [Record<string, string>, Buffer][] = [
      [{ 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' }, Buffer.from('hello')],
      [{ 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' }, Buffer.from([0xff, 0xfe, 0x5b, 0x5d])],
      [multipartHeaders, Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nval')],
      [{ 'content-type': 'multipart/form-data' }, multipart([['a', 'b']])],
      [multipartHeaders, multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', 'garbage']])],
      [multipartHeaders, multipart([['$ACTION_1:1', 'notjson']])],
      [multipartHeaders, multipart([['0', '["$K1"']])],
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
      expect(await screenBody(headers, body), body.toString().slice(0, 60)).toMatchObject({ status: 400 });
    }
  });
});

describe('analytics beacons', () => {
  it('are refused past 8 KB from their Content-Length, before the body is read', () => {
    const beacon = (length: number) =>
      screenHead({ method: 'POST', url: '/api/collect', headers: { host: 'www.otailo.com', 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(length) } }, { ...gate, maxBodyBytes: 1_000_000 });
    expect(beacon(8 * 1024)).toEqual({ url: '/api/collect' });
    expect(beacon(8 * 1024 + 1)).toMatchObject({ status: 413, reason: 'too-large' });
  });
});
