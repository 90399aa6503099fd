import { cpSync, rmSync } from 'node:fs';
import { startSite } from '../../test/support/serve.mjs';
import { e2eServerEnv } from './server-env.mjs';

/**
 * A production server of a test's own (its own port, database and copy of the build without the
 * caches), for tests that need a restart, a prepared database or another configuration. The
 * suite's server keeps its caches; this one starts clean and never writes into them.
 */
export async function startOwnServer(name: string, env: Record<string, string>, options?: { onOutput?: (line: string) => void }) {
  const { PORT: _port, SITE_URL: _site, BUILD_DIR: build, ...suiteEnv } = e2eServerEnv();
  const buildDir = `${build}-${name}`;
  const cached = [`${build}/cache`, `${build}/standalone`];
  rmSync(buildDir, { recursive: true, force: true });
  cpSync(build!, buildDir, { recursive: true, filter: (source) => !cached.some((dir) => source.startsWith(dir)) });
  const settings = { ...suiteEnv, BUILD_DIR: buildDir, ...env };
  const start = (again?: { onOutput?: (line: string) => void }) => startSite(settings, again);
  const site = await start(options);
  return {
    site,
    /** Starts the same server again (after `site.kill()` or `site.stop()`), or a second one beside it. */
    restart: start,
    cleanUp: () => rmSync(buildDir, { recursive: true, force: true }),
  };
}
