import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN, E2E_BASE_URL, e2eServerEnv } from './support/server-env.mjs';

/**
 * Every server action of the build, posted every argument shape a client can send, signed out and
 * signed in as an admin: each answer is the action's own (a 4xx, a redirect, a form error), never
 * a 500. The action ids come from the build's server-reference manifest (a build artifact, read
 * here only: an action added tomorrow is tried without a change to this test).
 */

interface ServerAction {
  id: string;
  name: string;
  /** A page the action is registered on, to post it to. */
  path: string;
}

/** `app/[locale]/(admin)/manage/audit/page` → `/en/manage/audit`; a dynamic segment gets an id no row has. */
const pathOf = (worker: string) =>
  worker
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .replace('[locale]', 'en')
    .replace(/\/\([^)]+\)/g, '')
    .replace(/\[[^\]]+\]/g, '2147483000');

function serverActions(): ServerAction[] {
  const manifest = JSON.parse(readFileSync(join(e2eServerEnv().BUILD_DIR ?? '.next-test', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const workers = Object.keys(entry.workers);
    // A page without an id in its path, when the action has one.
    const worker = workers.find((path) => !/\[(?!locale\])/.test(path)) ?? workers[0]!;
    return { id, name: entry.exportedName, path: pathOf(worker) };
  });
}

type Shape = [label: string, body: () => { headers: Record<string, string>; body: BodyInit }];

/** What a client can put in a fetch action's body (React's reply format, or anything else). */
const FETCH_SHAPES: [string, string][] = [
  ['[]', '[]'],
  ['[null]', '[null]'],
  ['[null, null]', '[null,null]'],
  ['numbers', '[0,-1]'],
  ['an id beyond 2^31', '[99999999999999999999]'],
  ['strings', '["x","y"]'],
  ['objects', '[{},{"id":"1"}]'],
  ['an object, not a list', '{}'],
  ['a string, not a list', '"x"'],
  ['null', 'null'],
  ['a long string', JSON.stringify(['x'.repeat(200_000)])],
  // Past Next.js's and React's limits, or not holding together: each was a 500 (issue 51).
  ['1,001 arguments', JSON.stringify(Array(1001).fill(null))],
  ['nesting 5,000 deep', `[${'['.repeat(5000)}${']'.repeat(5000)}]`],
  ['a number of 301 digits', JSON.stringify([`$n${'1'.repeat(301)}`])],
  ['a reference to a field not sent', '["$1"]'],
  ['a Map of nothing', '["$Q0"]'],
];

function shapesFor(action: ServerAction): Shape[] {
  const fetchShapes = FETCH_SHAPES.map(([label, text]): Shape => [
    `fetch ${label}`,
    () => ({ headers: { 'Next-Action': action.id, 'Content-Type': 'text/plain;charset=UTF-8' }, body: text }),
  ]);
  const multipart = (label: string, fields: Record<string, string>, nextAction = true): Shape => [
    label,
    () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const headers: Record<string, string> = nextAction ? { 'Next-Action': action.id } : {};
      return { headers, body: form };
    },
  ];
  return [
    ...fetchShapes,
    multipart('fetch multipart: no arguments', { '0': '[]' }),
    multipart('fetch multipart: a form that is not there', { '0': '["$K1"]' }),
    multipart('fetch multipart: a form of junk', { '0': '["$K1"]', '1_id': '99999999999999999999', '1_token': '../../x', '1_locale': 'xx' }),
    multipart('fetch multipart: a form, then junk', { '0': '["$K1",{"a":1}]', '1_x': 'y' }),
    // A million array slots from a 6 kB body: a thousand references to a list of a thousand.
    multipart('fetch multipart: references multiplying a list', { '1': JSON.stringify(Array(1000).fill(0)), '2': JSON.stringify(Array(1000).fill('$1')), '0': '["$2"]' }),
    multipart('fetch multipart: the arguments again under another name', { '0': '[]', '0x0': '"x"' }),
    multipart('no JavaScript: the action id only', { [`$ACTION_ID_${action.id}`]: '' }, false),
    multipart('no JavaScript: ids and tokens of every wrong kind', { [`$ACTION_ID_${action.id}`]: '', id: '99999999999999999999', user: '-1', salesperson: '1e3', token: 'x'.repeat(5000), start: '2027-02-30T10:00:00Z', tz: 'Mars/Olympus' }, false),
    ...['"x"', 'null', '{}', '[]', '[1,2,3,4,5]', JSON.stringify(Array(1001).fill(null)), '["$T"]'].map((bound) =>
      multipart(`no JavaScript: a form's bound state ${bound.slice(0, 20)}`, { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: action.id, bound: '$@1' }), '$ACTION_1:1': bound, $ACTION_KEY: 'k0' }, false),
    ),
    [
      'no JavaScript: url-encoded',
      () => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `$ACTION_ID_${action.id}=&id=0x10&version=NaN` }),
    ],
  ];
}

async function tryEveryShape(actions: ServerAction[], headers: Record<string, string>, skip: (action: ServerAction) => boolean = () => false) {
  const answers: string[] = [];
  for (const action of actions.filter((candidate) => !skip(candidate))) {
    for (const [label, make] of shapesFor(action)) {
      const request = make();
      const response = await fetch(`${E2E_BASE_URL}${action.path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: E2E_BASE_URL, ...headers, ...request.headers },
        body: request.body,
      });
      await response.arrayBuffer();
      answers.push(`${response.status} ${action.name}: ${label}`);
    }
  }
  return answers;
}

const serverErrors = (answers: string[]) => answers.filter((answer) => answer.startsWith('5'));

test('every server action answers every argument shape without a 500, signed out and as an admin', async ({ browser }, testInfo) => {
  test.setTimeout(360_000);
  const actions = serverActions();
  expect(actions.map((action) => action.name)).toEqual(expect.arrayContaining(['submitDemoRequest', 'submitContactMessage', 'bookSlotAction', 'savePostAction', 'deletePostAction']));
  const address = `10.66.${testInfo.workerIndex}.${testInfo.retry + 1}`;

  const anonymous = await tryEveryShape(actions, { 'X-Forwarded-For': address });
  expect(anonymous.length).toBeGreaterThanOrEqual(actions.length * 15);
  expect(serverErrors(anonymous)).toEqual([]);

  // A session of its own (signing out below must not end the shared admin session of other tests).
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/en\/manage$/);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const signedIn = await tryEveryShape(actions, { 'X-Forwarded-For': address, Cookie: cookie }, (action) => action.name === 'signOutAction');
  expect(serverErrors(signedIn)).toEqual([]);
  const signOut = await tryEveryShape(actions, { 'X-Forwarded-For': address, Cookie: cookie }, (action) => action.name !== 'signOutAction');
  expect(serverErrors(signOut)).toEqual([]);
  await context.close();

  const all = [...anonymous, ...signedIn, ...signOut];
  const byClass = Object.entries(Object.groupBy(all, (answer) => `${answer[0]}xx`)).map(([status, answers]) => `${status} ${answers!.length}`);
  testInfo.annotations.push({ type: 'figures', description: `${actions.length} actions, ${all.length} posts: ${byClass.join(', ')}` });
  expect((await fetch(`${E2E_BASE_URL}/api/health`)).status).toBe(200);
});
