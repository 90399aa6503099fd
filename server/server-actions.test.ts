import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMITS, BODY_LIMITS, loadServerActions } from './server-actions.mjs';

/** Every server action in the code: the exported names of each `'use server'` file under lib/features. */
function serverActionsInCode(): { name: string; file: string }[] {
  const features = join(process.cwd(), 'lib', 'features');
  return readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(features, path))
    .filter((file) => /^\s*['"]use server['"]/.test(readFileSync(file, 'utf8')))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^export (?:const|(?:async )?function) (\w+)/gm)].map((match) => ({ name: match[1]!, file })));
}

const READS_FILE = /\bz\.file\(|\bfileField\b/;

/** The exports of a module whose definition reads a file field (a form's schema with `fileField`). */
function fileSchemas(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/^(?=export )/m)
    .filter((block) => READS_FILE.test(block))
    .flatMap((block) => /^export (?:const|(?:async )?function) (\w+)/.exec(block)?.[1] ?? []);
}

/** Whether an action's file reads a file from its form, itself or through a schema of its own folder. */
function takesFiles(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  if (READS_FILE.test(source)) return true;
  return [...source.matchAll(/import \{([^}]*)\} from '(?:\.\/|@\/lib\/features\/[\w-]+\/actions\/)([\w-]+)'/g)].some(([, names = '', module = '']) => {
    const schemas = fileSchemas(join(dirname(file), `${module}.ts`));
    return names.split(',').some((name) => schemas.includes(name.replace(/^\s*type\s+/, '').trim()));
  });
}

describe('server actions’ body limits', () => {
  const actions = serverActionsInCode();

  it('name every server action, and none that is gone', () => {
    expect(actions.length).toBeGreaterThanOrEqual(50);
    const missing = actions.filter(({ name }) => !Object.hasOwn(ACTION_BODY_LIMITS, name)).map(({ name, file }) => `${name} (${file})`);
    expect(missing, 'add a line for each to ACTION_BODY_LIMITS in server/server-actions.mjs').toEqual([]);
    expect(Object.keys(ACTION_BODY_LIMITS).sort()).toEqual(actions.map(({ name }) => name).sort());
  });

  it('give the upload limit to exactly the actions that take a file', () => {
    const uploads = actions.filter(({ file }) => takesFiles(file)).map(({ name }) => name);
    expect(uploads).toEqual(expect.arrayContaining(['uploadImageAction', 'importRedirectsAction', 'uploadDpaAction', 'saveStoryAction']));
    expect(Object.entries(ACTION_BODY_LIMITS).filter(([, limit]) => limit === 'upload').map(([name]) => name).sort()).toEqual(uploads.sort());
  });

  it('hold because a form names its action first: no button names one of its own (formAction)', () => {
    // The gate refuses a form posted without JavaScript from the action in its first fields
    // (request-gate.mjs, screenFormStart); a button's own action would come later in the body.
    const sources = ['app', 'components'].flatMap((dir) =>
      readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.tsx'))
        .map((path) => join(dir, path)),
    );
    expect(sources.filter((path) => /\bformAction=/.test(readFileSync(join(process.cwd(), path), 'utf8')))).toEqual([]);
  });

  it('are read from the build’s manifest, with a form’s limit for an action without a line', () => {
    const manifest = join(mkdtempSync(join(tmpdir(), 'otailo-actions-')), 'server-reference-manifest.json');
    writeFileSync(manifest, JSON.stringify({ node: { '7f01': { exportedName: 'uploadImageAction' }, '7f02': { exportedName: 'signInAction' }, '7f03': { exportedName: 'brandNewAction' }, '7f04': { exportedName: 'constructor' } }, edge: {} }));
    const { actions: ids, unlisted } = loadServerActions(manifest);
    expect([...ids]).toEqual([
      ['7f01', BODY_LIMITS.upload],
      ['7f02', BODY_LIMITS.form],
      ['7f03', BODY_LIMITS.form],
      ['7f04', BODY_LIMITS.form],
    ]);
    expect(unlisted).toEqual(['brandNewAction', 'constructor']);
  });
});
