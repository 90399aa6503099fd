import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

describe('addCompileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build() {
    dir = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dir, 'chunks', 'app'), { recursive: true });
    writeFileSync(join(dir, 'chunks', 'a.js'), '"use strict";(globalThis.TURBOPACK||=[]).push([]);');
    writeFileSync(join(dir, 'chunks', 'app', 'b.js'), 'console.log(1)');
    writeFileSync(join(dir, 'chunks', 'app', 'b.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA,CAAC', sources: ['b.ts'] }));
    writeFileSync(join(dir, 'chunks', 'styles.css'), 'body{}');
    return dir;
  }

  it('puts the hint on the first line of every script, code and directives unchanged after it', () => {
    const { marked, total } = addCompileHints(build());
    expect({ marked, total }).toEqual({ marked: 2, total: 2 });
    expect(readFileSync(join(dir, 'chunks', 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\n"use strict";(globalThis.TURBOPACK||=[]).push([]);`);
    expect(readFileSync(join(dir, 'chunks', 'app', 'b.js'), 'utf8').split('\n')).toEqual([COMPILE_HINT, 'console.log(1)']);
    expect(readFileSync(join(dir, 'chunks', 'styles.css'), 'utf8')).toBe('body{}');
  });

  it('shifts a source map by the added line', () => {
    addCompileHints(build());
    expect(JSON.parse(readFileSync(join(dir, 'chunks', 'app', 'b.js.map'), 'utf8'))).toMatchObject({ mappings: ';AAAA,CAAC', sources: ['b.ts'] });
  });

  it('marks a script once, however often it runs', () => {
    addCompileHints(build());
    expect(addCompileHints(dir)).toEqual({ marked: 0, total: 2 });
    expect(readFileSync(join(dir, 'chunks', 'a.js'), 'utf8').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dir, 'chunks', 'app', 'b.js.map'), 'utf8')).mappings).toBe(';AAAA,CAAC');
  });
});
