/**
 * The admin reads in the admin's language: no English typed straight into its markup. Every JSX
 * text and every label-like attribute (aria-label, title, placeholder, alt) in the admin's
 * components and screens must come from the messages, so /es/manage shows none. A literal that is
 * no prose (a symbol, a unit, a code) passes; see `isProse`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['components/admin', 'app/[locale]/(admin)', 'components/layout/AdminShell.tsx'];
const LABEL_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription']);

function tsxFiles(root: string): string[] {
  if (root.endsWith('.tsx')) return [root];
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A language named in itself, as a language menu names it whatever the screen's language. */
const ENDONYMS = new Set(['English', 'Español']);

/** Prose: a word of two letters or more, not a unit, a code in capitals, a language's own name, a path or an address. */
export function isProse(text: string): boolean {
  if (ENDONYMS.has(text.trim()) || /^\s*\/|:\/\//.test(text)) return false;
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.some((word) => !/^(px|em|rem|ms|kB|MB|KB|GB|UTC|CSV|PDF|URL|SEO|ID|OK|CV|EN|ES|IndexNow|HTML|JSON|SVG|PNG|WebP)$/.test(word));
}

/** The English the file types into JSX: text between tags and literal label attributes, with their lines. */
export function literalsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isProse(node.text)) found.push(`${at(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && LABEL_ATTRIBUTES.has(node.name.getText(tree)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value) ? value : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression) ? value.expression : null;
      if (literal && isProse(literal.text)) found.push(`${at(node)} ${node.name.getText(tree)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the admin in the admin’s language', () => {
  it('types no prose into its markup: every text comes from the messages', () => {
    const found = ROOTS.flatMap(tsxFiles).flatMap((file) => literalsIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would catch a literal text and a literal label', () => {
    expect(literalsIn('probe.tsx', 'export const A = () => <p title="Open it">Save changes <b>{x}</b> · 12 px</p>;')).toEqual(['probe.tsx:1 title="Open it"', 'probe.tsx:1 Save changes']);
  });
});
