/**
 * One type-checking rule (docs/architecture.md): TypeScript where Next.js bundles the code; `.mjs`
 * with JSDoc types where Node runs it as it is (the production server, build and test scripts).
 * tsc checks both (`checkJs`), and neither kind holds an `any` in its JSDoc.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = /^(?:node_modules|\.next.*|\.e2e-data.*|\.git|test-results|bench-results|data|public)$/;

/** `any` as a JSDoc type: `{any}`, `any[]`, `<any>`, `Record<string, any>`, `(any)`, `| any`. */
const JSDOC_ANY = /\{[^}\n]*(?<![\w$.])any(?![\w$])[^}\n]*\}/;

/**
 * The fake legacy platform's stored records are whatever JSON a test puts there, read and edited
 * freely by the tests that use it: typing them would only move casts into every test.
 */
const ALLOWED = new Set(['test/fakes/fake-platform.mjs']);

function* moduleFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* moduleFiles(path);
    else if (entry.name.endsWith('.mjs')) yield path;
  }
}

/** JSDoc comments only: `any` in prose or code elsewhere is not a type. */
const jsDocs = (text: string) => text.match(/\/\*\*[\s\S]*?\*\//g) ?? [];

const files = [...moduleFiles(root)].map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

describe('type checking', () => {
  it('covers every .mjs file: tsconfig checks JavaScript', () => {
    const config = readFileSync(join(root, 'tsconfig.json'), 'utf8');
    expect(config).toMatch(/"checkJs":\s*true/);
    expect(config).toMatch(/"\*\*\/\*\.mjs"/);
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['server/index.mjs', 'lib/infra/log.mjs', 'scripts/run-tests.mjs']));
  });

  it('finds no `any` in the JSDoc types of .mjs files', () => {
    const found = files.filter((file) => !ALLOWED.has(file.path)).flatMap((file) => jsDocs(file.text).filter((doc) => JSDOC_ANY.test(doc)).map((doc) => `${file.path}: ${doc}`));
    expect(found).toEqual([]);
  });

  it('passes: tsc --noEmit reports no error', () => {
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', join(root, 'tsconfig.json')], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 240_000);

  it('would find one', () => {
    for (const sample of ['/** @type {any} */', '/** @param {any[]} rows */', '/** @type {Record<string, any>} */', '/** @returns {Promise<any>} */']) {
      expect(jsDocs(sample).some((doc) => JSDOC_ANY.test(doc)), sample).toBe(true);
    }
    for (const sample of ['/** @param {number} port 0: any free port */', '/** @type {Company} */', '/** any request */']) {
      expect(jsDocs(sample).some((doc) => JSDOC_ANY.test(doc)), sample).toBe(false);
    }
  });
});
