// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { featureOf, refusal, resolveSpecifier, TEST_FILE } from './boundaries.mjs';

/**
 * The code's import graph, parsed with the TypeScript compiler (not matched with regexes): static
 * imports, `export … from`, dynamic `import()` and `require()` with a written-out path, `@/` and
 * relative specifiers resolved. test/architecture.test.ts checks it against boundaries.mjs;
 * map.mjs prints the feature graph and the tables each feature owns from it.
 */

/** @typedef {import('./boundaries.mjs').ImportArrow & { dynamic: boolean }} Arrow */

/** The folders and files whose imports the boundary rule covers. */
export const CODE_ROOTS = ['app', 'components', 'lib', 'i18n', 'server', 'proxy.ts', 'instrumentation.ts'];

const SOURCE = /\.(?:ts|tsx|mts|mjs|js|jsx)$/;

/**
 * Every source file under the roots, tests, fixtures and declarations aside, from `root`.
 * @param {string} [root] the repository's root
 * @param {string[]} [roots]
 * @returns {string[]} paths from the root, with `/`
 */
export function sourceFiles(root = process.cwd(), roots = CODE_ROOTS) {
  return roots
    .filter((entry) => existsSync(join(root, entry)))
    .flatMap((entry) =>
      statSync(join(root, entry)).isDirectory()
        ? readdirSync(join(root, entry), { recursive: true, encoding: 'utf8' }).map((name) => join(entry, name).split(sep).join('/'))
        : [entry],
    )
    .filter((file) => SOURCE.test(file) && !TEST_FILE.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

/**
 * A string written out in full: a literal, or a template without `${}`.
 * @param {ts.Node | undefined} node
 */
const written = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/**
 * The imports of one file's text, each resolved to the module it names (packages aside).
 * @param {string} file from the root (decides how relative specifiers resolve and how it parses)
 * @param {string} text the file's source
 * @returns {Arrow[]}
 */
export function importsOf(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.mjs') || file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Arrow[]} */
  const arrows = [];
  /** @param {string | null} specifier @param {boolean} typeOnly @param {boolean} dynamic */
  const add = (specifier, typeOnly, dynamic) => {
    if (specifier === null) return;
    const target = resolveSpecifier(file, specifier);
    if (target !== null) arrows.push({ from: file, specifier, target, typeOnly, dynamic });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      add(written(node.moduleSpecifier), Boolean(node.importClause?.isTypeOnly), false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(written(node.moduleSpecifier), node.isTypeOnly, false);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(written(node.moduleReference.expression), node.isTypeOnly, false);
    } else if (ts.isCallExpression(node)) {
      const dynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const requireCall = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamicImport || requireCall) add(written(node.arguments[0]), false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(written(node.argument.literal), true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return arrows;
}

/**
 * Every import arrow of the code.
 * @param {string} [root]
 * @returns {Arrow[]}
 */
export function importGraph(root = process.cwd()) {
  return sourceFiles(root).flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8')));
}

/**
 * The arrows the boundary rule refuses, as `file → specifier: why`.
 * @param {Arrow[]} arrows
 * @returns {string[]}
 */
export function refusedArrows(arrows) {
  return arrows.flatMap((arrow) => {
    const why = refusal(arrow);
    return why ? [`${arrow.from} → ${arrow.specifier}: ${why}`] : [];
  });
}

/** A tables module imported by another feature's tables module: a foreign key, not a use of the data. */
const foreignKey = (/** @type {Arrow} */ arrow) => /\/tables(?:\/|\.\w+$)/.test(arrow.from) && /\/tables(?:\/|$)/.test(arrow.target);

/**
 * Which features each feature imports (every feature listed, foreign keys between tables aside).
 * @param {Arrow[]} arrows
 * @returns {Map<string, Set<string>>}
 */
export function featureGraph(arrows) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const arrow of arrows) {
    const from = featureOf(arrow.from);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    const to = featureOf(arrow.target);
    if (to && to !== from && !foreignKey(arrow)) graph.get(from)?.add(to);
  }
  return new Map([...graph].sort(([a], [b]) => a.localeCompare(b)).map(([feature, targets]) => [feature, new Set([...targets].sort())]));
}

/**
 * A cycle through the graph, as the nodes on it, or null.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[] | null}
 */
export function findCycle(graph) {
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const path = [];
  /** @param {string} node @returns {string[] | null} */
  const visit = (node) => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The tables declared in lib/ (`pgTable('name'`), by owner: a feature's name, or the file
 * outside the features that declares them (`lib/infra/db/tables.ts`). Owners and names sorted.
 * @param {string} [root]
 * @returns {Map<string, string[]>}
 */
export function tablesByOwner(root = process.cwd()) {
  /** @type {Map<string, Set<string>>} */
  const tables = new Map();
  for (const file of sourceFiles(root, ['lib'])) {
    const owner = featureOf(file) ?? file;
    for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(/\bpgTable\(\s*['"`]([\w-]+)['"`]/g)) {
      if (!tables.has(owner)) tables.set(owner, new Set());
      tables.get(owner)?.add(/** @type {string} */ (name));
    }
  }
  return new Map([...tables].sort(([a], [b]) => a.localeCompare(b)).map(([owner, names]) => /** @type {[string, string[]]} */ ([owner, [...names].sort()])));
}
