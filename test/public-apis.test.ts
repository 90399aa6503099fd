/**
 * The code uses Next.js through its public APIs only: no module from the `dist` folder of the
 * `next` package (imports, requires, dynamic or type imports) and no private `__NEXT_PRIVATE_*` environment variable, so
 * that an upgrade is a version bump. The one exception is listed with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP = /^(?:node_modules|\.next.*|\.e2e-data.*|\.git|test-results|bench-results|data|public)$/;

const INTERNAL_MODULE = /(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"]next\/dist\//;
const PRIVATE_VARIABLE = /__NEXT_PRIVATE_\w+/;

/**
 * server/index.mjs runs Next.js from the standalone folder with `next()`, as Next's own standalone
 * server.js does; that needs the build's recorded configuration in __NEXT_PRIVATE_STANDALONE_CONFIG
 * (without it Next.js loads next.config and webpack, which the folder does not hold). No public option exists.
 */
const ALLOWED_PRIVATE = new Set(['server/index.mjs']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const files = [...sourceFiles(root)].map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
// Not the rules' own source (its comments name the one allowed private variable).
const self = relative(root, fileURLToPath(import.meta.url));

describe('public Next.js APIs only', () => {
  it('reads the source tree', () => {
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['server/index.mjs', 'lib/infra/cache/handler.mjs', 'next.config.mjs', 'proxy.ts']));
  });

  it("imports nothing from the next package's dist folder", () => {
    expect(files.filter((file) => INTERNAL_MODULE.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('sets or reads no private Next.js environment variable, but for the standalone start', () => {
    const users = files.filter((file) => file.path !== self && PRIVATE_VARIABLE.test(file.text)).map((file) => file.path);
    expect(users.filter((path) => !ALLOWED_PRIVATE.has(path))).toEqual([]);
  });

  it('would catch each form of import', () => {
    // Written in parts, so that this file holds no such import itself.
    const internal = ['next', 'dist'].join('/');
    for (const line of [
      `import { x } from '${internal}/server/a';`,
      `const { x } = require('${internal}/compiled/b');`,
      `/** @typedef {import('${internal}/server/c').T} T */`,
      `await import("${internal}/d")`,
    ]) {
      expect(INTERNAL_MODULE.test(line), line).toBe(true);
    }
    expect(INTERNAL_MODULE.test("import { x } from 'next/server';")).toBe(false);
  });
});
