import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '@/scripts/architecture/boundaries.mjs';
import { featureGraph, findCycle, importGraph, importsOf, refusedArrows, type Arrow } from '@/scripts/architecture/import-graph.mjs';
import { DOC, END, renderMap, START } from '@/scripts/architecture/map.mjs';

/**
 * The two tiers of lib/ (docs/architecture.md) hold, with one rule (scripts/architecture/boundaries.mjs)
 * seen two ways: the linter refuses each probe import below, and so does the check of the import
 * graph (parsed with the TypeScript compiler: static, `export … from`, `import()`, relative and `@/`
 * paths). The code's own graph has no refused arrow and no cycle between features, and the feature
 * map in docs/architecture.md is what the code prints.
 */

const RULE = 'otailo/boundaries';
const eslint = new ESLint({ cwd: process.cwd() });

async function lintRefusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const graphRefusals = (filePath: string, code: string) => importsOf(filePath, code).flatMap((arrow) => refusal(arrow) ?? []);

/** Imports the rule must refuse: [name, file, code]. The names are the report's and the issue's. */
const REFUSED: [string, string, string][] = [
  // The gaps of issue 52: each passed ESLint's no-restricted-imports and the old graph check.
  ['relative-sibling-feature', 'lib/features/booking/probe.ts', "import { leadStore } from '../leads/store';"],
  // The schema only collects the features' tables: a feature uses its own, infrastructure none.
  ['schema-collector-from-feature', 'lib/features/booking/probe.ts', "import { leads } from '@/lib/schema';"],
  ['schema-collector-from-infra', 'lib/infra/db/probe.ts', "import * as schema from '@/lib/schema';"],
  ['relative-from-components', 'components/blog/Probe.tsx', "import { leadStore } from '../../lib/features/leads/store';"],
  ['dynamic-from-feature', 'lib/features/booking/probe.ts', "export const load = () => import('@/lib/features/leads/store');"],
  ['dynamic-from-infra', 'lib/infra/probe.ts', "export const load = () => import('@/lib/features/leads/store');"],
  ['dynamic-door-from-infra', 'lib/infra/db/probe.ts', "export async function load() { return (await import('@/lib/features/leads')).leadStore; }"],
  ['dynamic-relative-from-feature', 'lib/features/booking/probe.ts', 'export const load = () => import(`../leads/store`);'],
  ['export-from-relative', 'lib/features/booking/probe.ts', "export { leadStore } from '../leads/store';"],
  ['import-equals-require', 'lib/features/booking/probe.ts', "import store = require('@/lib/features/leads/store');"],
  ['import-type-node', 'lib/features/booking/probe.ts', "export type Store = import('@/lib/features/leads/store').LeadStore;"],
  ['require-from-server', 'server/probe.mjs', "const { leadStore } = require('../lib/features/leads/store.ts');"],
  // Tables: a feature uses its own, and another's data only through that feature's door.
  ['tables-of-another-feature', 'lib/features/booking/probe.ts', "import { leads } from '@/lib/features/leads/tables';"],
  ['tables-of-another-feature-relative', 'lib/features/booking/service.ts', "import { leads } from '../leads/tables';"],
  ['tables-of-another-feature-dynamic', 'lib/features/booking/probe.ts', "export const load = () => import('@/lib/features/leads/tables');"],
  ['tables-type-of-another-feature', 'lib/features/booking/probe.ts', "import type { leads } from '@/lib/features/leads/tables';"],
  ['tables-from-the-app', 'components/admin/Probe.tsx', "import { leads } from '@/lib/features/leads/tables';"],
  ['tables-handed-out-by-door', 'lib/features/leads/index.ts', "export { leads } from './tables';"],
  // The rule as it was before issue 52.
  ['infra-export-door', 'lib/infra/probe.ts', "export { leadStore } from '@/lib/features/leads';"],
  ['infra-relative', 'lib/infra/db/probe.ts', "import { posts } from '../../features/posts/repository';"],
  ['i18n-door', 'i18n/probe.ts', "import { getCopy } from '@/lib/features/content';"],
  ['feature-internals', 'lib/features/booking/probe.ts', "import { leadStore } from '@/lib/features/leads/store';"],
  ['feature-actions', 'lib/features/booking/actions/probe.ts', "import { submitContactMessage } from '@/lib/features/leads/actions/submit-contact-message';"],
  ['feature-relative-door', 'lib/features/booking/probe.ts', "import { store } from '../../features/leads';"],
  ['feature-relative-infra', 'lib/features/booking/probe.ts', "import { getDatabase } from '../../infra/db';"],
  ['feature-to-app', 'lib/features/booking/probe.ts', "import { SiteHeader } from '@/components/layout/SiteHeader';"],
  ['components-internals', 'components/blog/Probe.tsx', "import { listPosts } from '@/lib/features/posts/repository';"],
  ['app-internals', 'app/[locale]/probe/page.tsx', "import { bookingStore } from '@/lib/features/booking/service';"],
  ['server-feature', 'server/probe.mjs', "import { leadStore } from '../lib/features/leads/store.ts';"],
  ['feature-mail-internals', 'lib/features/trust/probe.ts', "import { enqueueMail } from '@/lib/features/mail/outbox';"],
  ['components-own-store', 'components/trust/Probe.tsx', "import { readTrustRows } from '@/lib/features/trust/store';"],
];

/** Imports the rule lets through. */
const ALLOWED: [string, string, string][] = [
  ['door', 'lib/features/booking/probe.ts', "import { leadStore } from '@/lib/features/leads';"],
  ['dynamic-door', 'lib/features/booking/probe.ts', "export const load = () => import('@/lib/features/leads');"],
  ['shared', 'lib/features/roi/probe.ts', "import { personName } from '@/lib/features/leads/shared/schemas';"],
  ['own-relative', 'lib/features/booking/actions/probe.ts', "import { bookingStore } from '../service';"],
  ['own-tables', 'lib/features/booking/service.ts', "import { bookings } from './tables';"],
  ['own-tables-type-from-door', 'lib/features/leads/index.ts', "export type { Lead } from './tables';"],
  ['foreign-key', 'lib/features/booking/tables.ts', "import { leads } from '@/lib/features/leads/tables';"],
  ['schema-collects-tables', 'lib/schema.ts', "export * from '@/lib/features/leads/tables';"],
  ['test-uses-schema', 'lib/features/booking/service.test.ts', "import { leads } from '@/lib/schema';"],
  ['infra', 'lib/features/booking/probe.ts', "import { getDatabase } from '@/lib/infra/db';"],
  ['components-action', 'components/forms/Probe.client.tsx', "import { submitContactMessage } from '@/lib/features/leads/actions/submit-contact-message';"],
  ['components-shared', 'components/forms/Probe.client.tsx', "import { FIELD_LIMITS } from '@/lib/features/leads/shared/fields';"],
  ['app-door', 'app/[locale]/probe/page.tsx', "import { bookingStore } from '@/lib/features/booking';"],
  ['startup-dynamic-door', 'lib/startup.ts', "export const load = () => import('@/lib/features/mail');"],
  ['feature-door-mail', 'lib/features/trust/probe.ts', "import { enqueueMail } from '@/lib/features/mail';"],
];


describe('the boundary rule', () => {
  it.each(REFUSED)('the linter refuses %s (%s: %s)', async (_name, file, code) => {
    expect(await lintRefusals(file, code)).toHaveLength(1);
  });

  it.each(REFUSED)('the graph check refuses %s (%s: %s)', (_name, file, code) => {
    expect(graphRefusals(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('the linter lets %s (%s: %s)', async (_name, file, code) => {
    expect(await lintRefusals(file, code)).toEqual([]);
  });

  it.each(ALLOWED)('the graph check lets %s (%s: %s)', (_name, file, code) => {
    expect(graphRefusals(file, code)).toEqual([]);
  });

});

describe('the import parser', () => {
  it('reads every form of import and resolves it from the root', () => {
    const code = [
      "import a from '@/lib/infra/db';",
      "import type { B } from './b';",
      "export { c } from '../c/index.ts';",
      "export * from './d.mjs';",
      "const e = await import('@/lib/features/e');",
      'const f = await import(`./f`);',
      "const g = require('./g');",
      "type H = import('./h').H;",
      "import 'server-only';",
      "// import x from '@/lib/features/not-code';",
      "const text = \"import('@/lib/features/not-code-either')\";",
    ].join('\n');
    const arrows = importsOf('lib/features/x/y/z.ts', code).map(({ target, dynamic, typeOnly }: Arrow) => [target, dynamic, typeOnly]);
    expect(arrows).toEqual([
      ['lib/infra/db', false, false],
      ['lib/features/x/y/b', false, true],
      ['lib/features/x/c', false, false],
      ['lib/features/x/y/d', false, false],
      ['lib/features/e', true, false],
      ['lib/features/x/y/f', true, false],
      ['lib/features/x/y/g', true, false],
      ['lib/features/x/y/h', false, true],
    ]);
  });
});

describe('the import graph of the code', () => {
  let arrows: Arrow[];
  beforeAll(() => {
    arrows = importGraph();
  });

  it('is read whole, dynamic imports included', () => {
    expect(arrows.length).toBeGreaterThan(1000);
    expect(arrows.some((arrow) => arrow.dynamic && arrow.from === 'lib/startup.ts')).toBe(true);
  });

  it('has no arrow the boundary rule refuses', () => {
    expect(refusedArrows(arrows)).toEqual([]);
  });

  it('has no cycle between features', () => {
    const graph = featureGraph(arrows);
    expect(graph.size).toBeGreaterThanOrEqual(8);
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself can fail)', () => {
    expect(findCycle(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('is what docs/architecture.md shows (npm run docs:architecture prints it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const shown = doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length);
    expect(shown, 'run npm run docs:architecture').toBe(renderMap());
  });
});
