import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const script = 'globalThis.x = [' + Array.from({ length: 400 }, (_, i) => `"item ${i}"`).join(',') + '];';
  function build() {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'chunks'), { recursive: true });
    mkdirSync(join(dir, 'media'), { recursive: true });
    writeFileSync(join(dir, 'chunks', 'app.js'), script);
    writeFileSync(join(dir, 'chunks', 'styles.css'), `body{color:red}${'.a{margin:0}'.repeat(200)}`);
    writeFileSync(join(dir, 'chunks', 'tiny.js'), 'console.log(1)');
    writeFileSync(join(dir, 'media', 'font.woff2'), Buffer.alloc(4096, 7));
    return dir;
  }

  it('writes Brotli and gzip copies that decode to the file, for compressible assets of 1 kB or more', () => {
    const totals = precompress(build());
    expect(totals.compressed).toBe(2);
    const file = join(dir, 'chunks', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(statSync(`${file}.br`).size).toBeLessThan(statSync(file).size / 3);
    // Too small to gain, or compressed already:
    expect(existsSync(join(dir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'media', 'font.woff2.br'))).toBe(false);
  });

  it('keeps copies newer than their file, and redoes those of a file changed since', () => {
    precompress(build());
    expect(precompress(dir)).toMatchObject({ compressed: 0, kept: 2 });
    const file = join(dir, 'chunks', 'app.js');
    writeFileSync(file, `//# allFunctionsCalledOnLoad\n${script}`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(precompress(dir)).toMatchObject({ compressed: 1, kept: 1 });
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(`//# allFunctionsCalledOnLoad\n${script}`);
  });
});
