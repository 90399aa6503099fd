import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The two tiers of lib/ (docs/architecture.md) hold: the lint rule refuses a forbidden import (tried
 * on probe files), and the import graph of the code, dynamic imports included, has no arrow from
 * infrastructure to a feature and no cycle between features.
 */

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the lint rule', () => {
  it.each([
    ['lib/infra/probe.ts', "export { leadStore } from '@/lib/features/leads';"],
    ['lib/infra/db/probe.ts', "import { posts } from '../../features/posts/repository';"],
    ['i18n/probe.ts', "import { getCopy } from '@/lib/features/content';"],
    ['lib/features/booking/probe.ts', "import { leadStore } from '@/lib/features/leads/store';"],
    ['lib/features/booking/actions/probe.ts', "import { submitContactMessage } from '@/lib/features/leads/actions/submit-contact-message';"],
    ['lib/features/booking/probe.ts', "import { store } from '../../features/leads/store';"],
    ['lib/features/booking/probe.ts', "import { SiteHeader } from '@/components/layout/SiteHeader';"],
    ['components/blog/Probe.tsx', "import { listPosts } from '@/lib/features/posts/repository';"],
    ['app/[locale]/probe/page.tsx', "import { bookingStore } from '@/lib/features/booking/service';"],
    ['server/probe.mjs', "import { leadStore } from '../lib/features/leads/store.ts';"],
    ['lib/features/trust/probe.ts', "import { enqueueMail } from '@/lib/features/mail/outbox';"],
    ['components/trust/Probe.tsx', "import { readTrustRows } from '@/lib/features/trust/store';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await refusals(file, code)).toHaveLength(1);
  });

  it.each([
    ['lib/features/booking/probe.ts', "import { leadStore } from '@/lib/features/leads';"],
    ['lib/features/roi/probe.ts', "import { personName } from '@/lib/features/leads/shared/schemas';"],
    ['lib/features/booking/actions/probe.ts', "import { bookingStore } from '../service';"],
    ['lib/features/booking/probe.ts', "import { getDatabase } from '@/lib/infra/db';"],
    ['components/forms/Probe.client.tsx', "import { submitContactMessage } from '@/lib/features/leads/actions/submit-contact-message';"],
    ['components/forms/Probe.client.tsx', "import { FIELD_LIMITS } from '@/lib/features/leads/shared/fields';"],
    ['app/[locale]/probe/page.tsx', "import { bookingStore } from '@/lib/features/booking';"],
    ['lib/features/trust/probe.ts', "import { enqueueMail } from '@/lib/features/mail';"],
  ])('lets %s: %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });
});

/** Every source file under a folder, tests and fixtures aside. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|fixture)\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What a file imports, statically or dynamically, as paths from the repository's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)]
    .map((match) => match[1]!)
    .filter((spec) => spec.startsWith('@/') || spec.startsWith('.'))
    .map((spec) => (spec.startsWith('@/') ? spec.slice(2) : relative(process.cwd(), normalize(join(dirname(file), spec)))));
}

const featureOf = (path: string) => /^lib\/features\/([\w-]+)/.exec(path)?.[1];

/** The features each feature imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources('lib/features')) {
    const from = featureOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of importsOf(file)) {
      const to = featureOf(target);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** A cycle through the graph, as the features on it, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
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

describe('the import graph', () => {
  it('has no arrow from infrastructure to a feature or to the app, dynamic imports included', () => {
    const upward = [...sources('lib/infra'), ...sources('i18n')].flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('lib/features') || target.startsWith('app/') || target.startsWith('components/') || target.startsWith('lib/startup'))
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no cycle between features', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThanOrEqual(8);
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself can fail)', () => {
    expect(findCycle(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toEqual(['a', 'b', 'c', 'a']);
  });
});
