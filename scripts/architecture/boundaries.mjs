// @ts-check
import { posix } from 'node:path';

/**
 * The boundary rule of docs/architecture.md as one function, `refusal`, which the lint rule
 * (scripts/architecture/eslint-rule.mjs) and the import-graph check (test/architecture.test.ts)
 * both ask: the same arrow is refused in the editor and in CI, whatever the import's spelling
 * (`@/` alias, relative path, static, `export … from` or dynamic `import()`).
 */

/**
 * @typedef {object} ImportArrow
 * @property {string} from the importing file, from the repository's root (`lib/features/booking/service.ts`)
 * @property {string} specifier as written (`../leads/store`, `@/lib/features/leads`)
 * @property {string} target the module it names, from the root, without extension or `/index`
 * @property {boolean} [typeOnly] `import type` / `export type`: no value crosses
 */

/** Tests and their fixtures (test/architecture.test.ts skips them in the graph; the linter sees them). */
export const TEST_FILE = /\.(?:test|fixture)\.|(?:^|\/)__\w+__\//;

const SOURCE_EXTENSION = /\.(?:d\.ts|tsx?|mts|mjs|js|jsx)$/;

/**
 * The module a specifier names, from the repository's root (`lib/features/leads/store`), or null
 * for a package. `@/` is the root (tsconfig's paths); relative paths are resolved against the file.
 * @param {string} from the importing file, from the root
 * @param {string} specifier
 * @returns {string | null}
 */
export function resolveSpecifier(from, specifier) {
  let path;
  if (specifier.startsWith('@/')) path = specifier.slice(2);
  else if (specifier.startsWith('.')) path = posix.join(posix.dirname(from), specifier);
  else return null;
  return posix.normalize(path).replace(SOURCE_EXTENSION, '').replace(/\/index$/, '').replace(/\/$/, '');
}

/** @param {string} path @returns {string | undefined} the feature a path belongs to */
export const featureOf = (path) => /^lib\/features\/([^/]+)/.exec(path)?.[1];

/** @param {string} path a module (no extension) is a feature's tables (`lib/features/x/tables`, or a tables/ folder) */
const isTables = (path) => /^lib\/features\/[^/]+\/tables(?:\/|$)/.test(path);

/** @param {string} path the app: what sits above the features */
const isApp = (path) => /^(?:app|components)(?:\/|$)/.test(path) || path === 'lib/startup';

/**
 * The tier a file belongs to, which decides what it may import.
 * @param {string} file from the root
 * @returns {'infra' | 'feature' | 'app' | 'server' | null}
 */
export function tierOf(file) {
  if (/^(?:lib\/infra|i18n)\//.test(file)) return 'infra';
  if (featureOf(file)) return 'feature';
  if (/^(?:app|components)\//.test(file) || /^(?:lib\/startup|proxy|instrumentation)\.tsx?$/.test(file)) return 'app';
  if (file.startsWith('server/')) return 'server';
  return null;
}

/**
 * Drizzle's schema for drizzle-kit: it only collects the features' tables (`export *`), so neither
 * a feature (its own `./tables`) nor infrastructure (no feature at all) imports it; tests may.
 */
export const SCHEMA_COLLECTOR = 'lib/schema';

const THE_APP = 'Only the app (app/, components/, lib/startup.ts) sits above the features.';

/**
 * Why an import is refused, or null when the rule lets it.
 * @param {ImportArrow} arrow
 * @returns {string | null}
 */
export function refusal({ from, specifier, target, typeOnly = false }) {
  const tier = tierOf(from);
  const to = featureOf(target);
  const door = to && (target === `lib/features/${to}` || target.startsWith(`lib/features/${to}/shared/`));

  if (tier === 'infra') {
    if (to || (target === SCHEMA_COLLECTOR && !TEST_FILE.test(from))) return 'Infrastructure imports no feature (docs/architecture.md).';
    if (isApp(target)) return THE_APP;
    return null;
  }

  if (tier === 'server') {
    return to || isApp(target) ? 'The production server uses infrastructure only.' : null;
  }

  if (tier === 'app') {
    if (to && isTables(target)) return `The app reaches the data of ${to} through its door (@/lib/features/${to}), never its tables.`;
    if (to && !door && !target.startsWith(`lib/features/${to}/actions/`)) {
      return 'The app uses a feature through its door (@/lib/features/<name>), its shared/ modules and its actions/.';
    }
    return null;
  }

  if (tier === 'feature') {
    const own = /** @type {string} */ (featureOf(from));
    if (isApp(target)) return THE_APP;
    if (to && to !== own) {
      if (isTables(target)) {
        // A foreign key names the table it references: only a tables module may, and only for that.
        if (isTables(from.replace(SOURCE_EXTENSION, ''))) return null;
        return `${own} may not use the tables of ${to}: ask ${to} through its door (@/lib/features/${to}).`;
      }
      if (!door) return `${own} reaches another feature through its door (@/lib/features/<name>) or its shared/ modules only.`;
    }
    if (to === own && isTables(target) && !typeOnly && isDoorOrShared(from, own)) {
      return `${own}'s door and shared/ modules do not hand out its tables (types only): other features ask for the data.`;
    }
    // Tests may still set up fixtures through the whole schema; the code a feature runs may not.
    if (target === SCHEMA_COLLECTOR && !TEST_FILE.test(from)) {
      return `${own} imports its own tables (./tables); the schema only collects them (@/lib/schema).`;
    }
    if (specifier.startsWith('.') && to !== own) return 'Leave a feature folder with an @/ path, so the boundaries can be read.';
    return null;
  }
  return null;
}

/** @param {string} file @param {string} feature */
function isDoorOrShared(file, feature) {
  const path = file.replace(SOURCE_EXTENSION, '');
  return path === `lib/features/${feature}/index` || path.startsWith(`lib/features/${feature}/shared/`);
}
