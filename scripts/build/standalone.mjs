#!/usr/bin/env node
// @ts-check
/**
 * Finishes the self-contained server folder that `next build` writes with `output: 'standalone'`
 * (BUILD_DIR/standalone), so that it runs on its own — in a container image or as one of several
 * instances (docs/deploying.md):
 *   - the browser assets (BUILD_DIR/static) and public/ next to the server, as Next.js leaves them out;
 *   - our production server (server/index.mjs, which replaces Next's server.js) and its supervisor
 *     (server/supervisor.mjs) with every file they import, found by the file tracer Next.js uses for
 *     the application (@vercel/nft, the same package);
 *   - the cache handler (lib/infra/cache/handler.mjs) and what it imports;
 *   - the child process that draws SVG logos (lib/infra/uploads/svg-raster-child.mjs) and sharp.
 * Run by `npm run build` after `next build`; then: `cd BUILD_DIR/standalone && node server/supervisor.mjs`.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileTrace } from '@vercel/nft';
import { getEnv } from '../../lib/infra/env.mjs';
import { START_COMMAND } from '../../server/node-settings.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const buildDir = getEnv().BUILD_DIR;
const target = join(root, buildDir, 'standalone');
if (!existsSync(join(target, buildDir, 'BUILD_ID'))) {
  console.error(`No standalone build in ${relative(root, target)}: run \`next build\` first.`);
  process.exit(1);
}

cpSync(join(root, buildDir, 'static'), join(target, buildDir, 'static'), { recursive: true });
cpSync(join(root, 'public'), join(target, 'public'), { recursive: true });

// The SVG logo drawing's child process (lib/infra/uploads/svg-raster.ts) runs a file of its own.
const entries = ['server/supervisor.mjs', 'server/index.mjs', 'lib/infra/cache/handler.mjs', 'lib/infra/uploads/svg-raster-child.mjs'].filter((file) => existsSync(join(root, file)));
const { fileList } = await nodeFileTrace(
  entries.map((file) => join(root, file)),
  { base: root, processCwd: root, ignore: (/** @type {string} */ file) => file.startsWith('.next') || file === 'next.config.mjs' },
);
for (const file of fileList) {
  const to = join(target, file);
  mkdirSync(dirname(to), { recursive: true });
  cpSync(join(root, file), to, { dereference: true });
}
// Native addons built on this machine at install time (`node-gyp rebuild`, e.g. argon2) are loaded from
// build/Release before any prebuilt binary, and the tracer only sees the prebuilt ones (one of which
// crashes on some systems): bring the locally built addon along too.
for (const name of packageNames(join(target, 'node_modules'))) {
  const built = join(root, 'node_modules', name, 'build', 'Release');
  if (!existsSync(built)) continue;
  for (const file of readdirSync(built).filter((entry) => entry.endsWith('.node'))) {
    mkdirSync(join(target, 'node_modules', name, 'build', 'Release'), { recursive: true });
    cpSync(join(built, file), join(target, 'node_modules', name, 'build', 'Release', file));
  }
}

// Addons loaded through require-addon (fs-native-extensions, the embedded database's lock) look for
// prebuilds/<platform>-<arch> at run time, which the tracer cannot see: bring this platform's along.
const platform = `${process.platform}-${process.arch}`;
for (const name of packageNames(join(target, 'node_modules'))) {
  const prebuilt = join(root, 'node_modules', name, 'prebuilds', platform);
  const copy = join(target, 'node_modules', name, 'prebuilds', platform);
  if (existsSync(prebuilt) && !existsSync(copy)) cpSync(prebuilt, copy, { recursive: true });
}

/** Package names in a node_modules folder, scoped ones included. @param {string} folder */
function packageNames(folder) {
  return readdirSync(folder).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(folder, entry)).map((inner) => `${entry}/${inner}`) : entry.startsWith('.') ? [] : [entry],
  );
}

// Next's own server.js would serve the site without what server/index.mjs adds (compression, the
// inline-script hashes of the Content-Security-Policy, HTTP statuses, request logs, graceful stop).
rmSync(join(target, 'server.js'), { force: true });

console.log(`Standalone server ready in ${relative(root, target)} (with ${fileList.size} files traced from ${entries.join(', ')}).`);
// The supervisor gives the server its Node settings (server/node-settings.mjs) and restarts it when it dies.
console.log(`Start it with: cd ${relative(root, target)} && ${START_COMMAND}`);
