// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { featureOf } from './boundaries.mjs';
import { featureGraph, importGraph, tablesByOwner } from './import-graph.mjs';

/**
 * docs/architecture.md's map of the features, printed from the code: which feature imports which
 * (through its door, or only its shared/ modules) and which tables each declares. `npm run
 * docs:architecture` writes it between the markers; test/architecture.test.ts fails when the doc
 * differs, so the map stays true.
 */

export const DOC = 'docs/architecture.md';
export const START = '<!-- architecture-map: start (printed by `npm run docs:architecture`; do not edit by hand) -->';
export const END = '<!-- architecture-map: end -->';

/** @param {string[]} items */
const list = (items) => (items.length ? items.join(', ') : '—');

/**
 * The map as markdown, from the code under `root`.
 * @param {string} [root]
 * @returns {string}
 */
export function renderMap(root = process.cwd()) {
  const arrows = importGraph(root);
  const graph = featureGraph(arrows);
  const owners = tablesByOwner(root);

  /** A feature another reaches only through its shared/ modules (browser-safe schemas and types). @param {string} from @param {string} to */
  const sharedOnly = (from, to) =>
    arrows.every((arrow) => featureOf(arrow.from) !== from || featureOf(arrow.target) !== to || arrow.target.startsWith(`lib/features/${to}/shared/`));

  const rows = [...graph].map(([feature, targets]) => {
    const uses = [...targets].map((to) => (sharedOnly(feature, to) ? `${to} (shared/)` : to));
    const usedBy = [...graph].filter(([, others]) => others.has(feature)).map(([other]) => other);
    return `| ${feature} | ${list(uses)} | ${list(usedBy)} | ${list((owners.get(feature) ?? []).map((name) => `\`${name}\``))} |`;
  });
  const elsewhere = [...owners].filter(([owner]) => !graph.has(owner));
  return [
    START,
    '',
    '| Feature | Imports (doors) | Imported by | Tables it declares |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...(elsewhere.length ? ['', ...elsewhere.map(([file, names]) => `Tables outside the features, in \`${file}\` (${names.length}): ${list(names.map((name) => `\`${name}\``))}.`)] : []),
    '',
    END,
  ].join('\n');
}

/**
 * The doc's text with the map between its markers replaced by `map`.
 * @param {string} doc
 * @param {string} map
 */
export function withMap(doc, map) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no map markers (${START} … ${END})`);
  return doc.slice(0, start) + map + doc.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const path = join(root, DOC);
  const doc = readFileSync(path, 'utf8');
  const updated = withMap(doc, renderMap(root));
  if (process.argv.includes('--check')) {
    if (updated !== doc) {
      console.error(`${DOC}: the map is out of date; run npm run docs:architecture`);
      process.exitCode = 1;
    }
  } else if (updated !== doc) {
    writeFileSync(path, updated);
    console.log(`${DOC}: map written`);
  } else {
    console.log(`${DOC}: map already up to date`);
  }
}
