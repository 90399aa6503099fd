// @ts-check
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusal, resolveSpecifier } from './boundaries.mjs';

/**
 * The lint rule `otailo/boundaries`: every import a file makes, whatever its form (`import`,
 * `export … from`, dynamic `import()`, `require()`), resolved against the file and checked by
 * boundaries.mjs. ESLint's `no-restricted-imports` matches specifiers as written and skips
 * `import()`, which left gaps (`../leads/store` from booking, `import('@/lib/features/x/store')`).
 */

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('estree').Node} Node */

/**
 * The string an import names, when it is written out (a literal or a template without `${}`).
 * @param {Node | null | undefined} node
 * @returns {string | null}
 */
function literal(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/** The repository's root, wherever ESLint was started from. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @type {RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The two tiers of lib/ (docs/architecture.md), for every form of import' },
    schema: [],
  },
  create(context) {
    const from = relative(ROOT, context.filename).split(sep).join('/');
    /** @param {Node} node @param {Node | null | undefined} source @param {boolean} typeOnly */
    const check = (node, source, typeOnly) => {
      const specifier = literal(source);
      if (specifier === null) return;
      const target = resolveSpecifier(from, specifier);
      if (target === null) return;
      const message = refusal({ from, specifier, target, typeOnly });
      if (message) context.report({ node, message });
    };
    // `importKind` / `exportKind` come from typescript-eslint's parser (estree lacks them).
    /** @param {Node} node */
    const kind = (node) => /** @type {{ importKind?: string, exportKind?: string }} */ (/** @type {unknown} */ (node));
    return {
      ImportDeclaration: (node) => check(node, node.source, kind(node).importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source, kind(node).exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, kind(node).exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, /** @type {Node} */ (node.arguments[0]), false);
      },
      // TypeScript's own forms, which estree does not name: `import x = require('…')`, `import('…').T`.
      /** @param {Node} node */
      TSImportEqualsDeclaration: (node) => {
        const { moduleReference, importKind } = /** @type {{ moduleReference?: { expression?: Node }, importKind?: string }} */ (/** @type {unknown} */ (node));
        check(node, moduleReference?.expression, importKind === 'type');
      },
      /** @param {Node} node */
      TSImportType: (node) => {
        const { argument } = /** @type {{ argument?: Node & { literal?: Node } }} */ (/** @type {unknown} */ (node));
        check(node, argument?.literal ?? argument, true);
      },
    };
  },
};

/** The local plugin, as eslint.config.mjs registers it. */
export const otailoPlugin = { meta: { name: 'otailo' }, rules: { boundaries: boundariesRule } };
