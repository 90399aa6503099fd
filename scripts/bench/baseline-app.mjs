// @ts-check
/**
 * The floor a page of this stack starts from: a minimal Next.js app (one heading, some text, one
 * client component; no CSS, fonts or translations) built with the Next.js and React this project
 * installs, its scripts given the same compile hints as ours (scripts/build/compile-hints.mjs), and
 * served by `next start`. What Lighthouse gives it on a machine is what the
 * framework's own start-up costs there; `npm run bench:lighthouse -- --baseline` measures it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from '../build/compile-hints.mjs';
import { startSite } from '../../test/support/serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const FILES = {
  'package.json': JSON.stringify({ name: 'otailo-baseline', private: true }),
  // An empty lock file makes this folder the build's root, so nothing of the project's is compiled.
  'package-lock.json': JSON.stringify({ name: 'otailo-baseline', lockfileVersion: 3, requires: true, packages: {} }),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.jsx': `export const metadata = { title: 'Baseline', description: 'A minimal Next.js page: the floor of this stack.' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  // An icon of its own, so the browser's request for one is no 404 in the console.
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#1d4ed8"/></svg>\n',
  'app/counter.jsx': `'use client';
import { useState } from 'react';
export function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}
`,
  'app/page.jsx': `import { Counter } from './counter';
export default function Page() {
  return (
    <main>
      <h1>A minimal Next.js page</h1>
      <p>${'This paragraph stands for the text of a page, nothing more. '.repeat(12).trim()}</p>
      <Counter />
    </main>
  );
}
`,
};

/**
 * Builds the minimal app in a temporary folder (its node_modules hard-linked from the project's:
 * instant, no space) and starts it with `next start` on a free port of 127.0.0.1.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBaselineApp() {
  const dir = mkdtempSync(join(tmpdir(), 'otailo-baseline-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    try {
      execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
    } catch {
      execFileSync('cp', ['-a', join(ROOT, 'node_modules'), join(dir, 'node_modules')]); // another file system
    }
    const next = join(dir, 'node_modules/next/dist/bin/next');
    console.log(`Building the baseline app in ${dir}`);
    execFileSync(process.execPath, [next, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    addCompileHints(join(dir, '.next', 'static'));
    const site = await startSite({}, { cwd: dir, command: (port) => [next, 'start', '-H', '127.0.0.1', '-p', String(port)], readyPath: '/' });
    return { url: site.url, stop: () => site.stop().finally(removeDir) };
  } catch (error) {
    removeDir();
    throw error;
  }
}
