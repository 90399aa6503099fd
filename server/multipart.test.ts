import { describe, expect, it } from 'vitest';
import { MAX_PARTS, scanMultipart } from './multipart.mjs';

const type = 'multipart/form-data; boundary=XYZ';
const part = (disposition: string, value: string, extra = '') => `--XYZ\r\nContent-Disposition: ${disposition}\r\n${extra}\r\n${value}\r\n`;
const scan = (body: string) => scanMultipart(Buffer.from(body, 'latin1'), type);

describe('scanMultipart', () => {
  it('finds what a browser sends: fields, files, empty values, names in UTF-8', async () => {
    const form = new FormData();
    form.append('0', '["$K1"]');
    form.append('_1_title', 'Título');
    form.append('_1_empty', '');
    form.append('_1_file', new Blob([new Uint8Array([0, 1, 2, 13, 10])], { type: 'image/png' }), 'a "b".png');
    form.append('ñame', 'x');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const scanned = scanMultipart(body, request.headers.get('content-type')!);
    if (!('parts' in scanned)) throw new Error(scanned.problem);
    expect(scanned.parts.map(({ name, file, start, end }) => [name, file, body.toString('utf8', start, end)])).toEqual([
      ['0', false, '["$K1"]'],
      ['_1_title', false, 'Título'],
      ['_1_empty', false, ''],
      ['_1_file', true, '\u0000\u0001\u0002\r\n'],
      ['ñame', false, 'x'],
    ]);
  });

  it('reads quoted names as busboy does', () => {
    expect(scan(`${part('form-data; name="a\\"b"; filename="c"', 'v')}--XYZ--\r\n`)).toMatchObject({ parts: [{ name: 'a"b', file: true }] });
    expect(scan(`${part('form-data; name=plain', 'v')}--XYZ--`)).toMatchObject({ parts: [{ name: 'plain', file: false }] });
  });

  it('refuses what busboy or undici could read otherwise, or not at all', () => {
    const cases = [
      part('form-data; name="a"', 'v'), // no closing delimiter
      `preamble\r\n${part('form-data; name="a"', 'v')}--XYZ--`,
      `${part('form-data', 'v')}--XYZ--`, // no name
      `${part('form-data; name*=utf-8\'\'a', 'v')}--XYZ--`,
      `${part('form-data; name="a"; name="b"', 'v')}--XYZ--`,
      `${part('form-data; name="a"; size=3', 'v')}--XYZ--`,
      `${part('attachment; name="a"', 'v')}--XYZ--`,
      `${part('form-data; name="a"', 'v', 'Content-Transfer-Encoding: base64\r\n')}--XYZ--`,
      `${part('form-data; name="a"; filename="x\u0000.png"', 'v')}--XYZ--`,
      `${part('form-data; name="a"', 'v', ' folded: header\r\n')}--XYZ--`,
      `--XYZ\r\nContent-Disposition: form-data; name="a"\r\n--XYZ--\r\n`, // no blank line after the headers
      `--XYZ  \r\n${part('form-data; name="a"', 'v').slice(7)}--XYZ--`,
    ];
    for (const body of cases) expect(scan(body), JSON.stringify(body)).toEqual({ problem: 'multipart' });
    expect(scanMultipart(Buffer.from(`${part('form-data; name="a"', 'v')}--XYZ--`), 'multipart/form-data')).toEqual({ problem: 'multipart' });
  });

  it('reads the whole parts at the start of a body, when asked to', () => {
    const body = `${part('form-data; name="a"', '1')}${part('form-data; name="b"', '2')}--XYZ\r\nContent-Disposition: form-data; name="c"\r\n\r\n3333`;
    expect(scanMultipart(Buffer.from(body), type, { partial: true })).toMatchObject({ parts: [{ name: 'a' }, { name: 'b' }] });
    expect(scanMultipart(Buffer.from(body), type)).toEqual({ problem: 'multipart' });
  });

  it(`refuses more than ${MAX_PARTS} parts`, () => {
    const body = (count: number) => `${Array.from({ length: count }, (_, index) => part(`form-data; name="f${index}"`, 'x')).join('')}--XYZ--\r\n`;
    expect(scan(body(MAX_PARTS))).toMatchObject({ parts: { length: MAX_PARTS } });
    expect(scan(body(MAX_PARTS + 1))).toEqual({ problem: 'multipart-parts' });
  });
});
