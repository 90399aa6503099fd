#!/usr/bin/env node
// @ts-check
/**
 * Figures of the code's shape, for the architecture's before/after notes: lines under lib/, its
 * folders, the server actions per file, and every function longer than 60 lines (TypeScript's own
 * parser; a component's JSX counts as its function's lines).
 *   node scripts/code-stats.mjs [--all]   (--all lists every long function, not the 15 longest)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const LIMIT = 60;
const ROOTS = ['app', 'components', 'lib', 'i18n', 'server', 'proxy.ts', 'instrumentation.ts'];

/** @param {string} path @returns {string[]} */
function sourcesUnder(path) {
  if (/\.(ts|tsx|mjs)$/.test(path)) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|fixture)\.|\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** @param {ts.Node} node @param {ts.SourceFile} file */
function nameOf(node, file) {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(file);
  let parent = node.parent;
  while (parent && (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent))) parent = parent.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) return parent.name.getText(file);
  return '(anonymous)';
}

/** @param {string} path @returns {{ name: string, file: string, lines: number }[]} */
function longFunctions(path) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {{ name: string, file: string, lines: number }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > LIMIT) found.push({ name: nameOf(node, file), file: path, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const all = ROOTS.flatMap(sourcesUnder);
const lib = all.filter((path) => path.startsWith('lib/'));
const libLines = lib.reduce((sum, path) => sum + readFileSync(path, 'utf8').split('\n').length, 0);
const folders = new Set(lib.map((path) => path.split('/').slice(0, path.startsWith('lib/features/') || path.startsWith('lib/infra/') ? 3 : 2).join('/')));
const actionFiles = all.filter((path) => /^\s*['"]use server['"]/.test(readFileSync(path, 'utf8')));
const actionsPerFile = actionFiles.map((path) => (readFileSync(path, 'utf8').match(/^export (?:async function|const) \w+/gm) ?? []).length);
const long = all.flatMap(longFunctions).sort((a, b) => b.lines - a.lines);

console.log(`lib/: ${lib.length} files, ${libLines} lines, ${folders.size} top folders (${[...folders].sort().join(', ')})`);
console.log(`server actions: ${actionsPerFile.reduce((a, b) => a + b, 0)} in ${actionFiles.length} files (at most ${Math.max(0, ...actionsPerFile)} in one)`);
console.log(`functions over ${LIMIT} lines: ${long.length}`);
for (const entry of process.argv.includes('--all') ? long : long.slice(0, 15)) console.log(`  ${String(entry.lines).padStart(4)}  ${entry.name}  ${entry.file}`);
