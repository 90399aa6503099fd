import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_SHAPES, type ActionShape, verdictFor } from './support/action-shapes';
import { signIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN, E2E_BASE_URL, e2eServerEnv } from './support/server-env.mjs';

/**
 * Server actions of the real build, posted what a client can send: each answer is the gate's
 * refusal or the action's own (a 4xx, a redirect, a form error), never a 500. Every shape against
 * every action through the gate is server/action-shapes.test.ts (in-process, a second); here each
 * shape is posted once, to the newsletter's action (anonymous, its id on /en), and the shapes that
 * reach an action's own code are posted to every action, signed out and as an admin. The ids come
 * from the build's server-reference manifest (an action added tomorrow is tried without a change).
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

async function post(action: ServerAction, shape: ActionShape, headers: Record<string, string>) {
  const request = shape.request(action.id);
  const response = await fetch(`${E2E_BASE_URL}${action.path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: E2E_BASE_URL, ...headers, ...request.headers },
    body: request.body,
  });
  await response.arrayBuffer();
  return { status: response.status, answer: `${response.status} ${action.name}: ${shape.label}` };
}

/** Each action with each shape, four posts at a time (the answers, in no particular order). */
async function postToEach(actions: ServerAction[], shapes: ActionShape[], headers: Record<string, string>) {
  const queue = actions.flatMap((action) => shapes.map((shape) => [action, shape] as const));
  const answers: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) answers.push((await post(next[0], next[1], headers)).answer);
    }),
  );
  return answers;
}

const serverErrors = (answers: string[]) => answers.filter((answer) => answer.startsWith('5'));
const REACHING_THE_ACTION = ACTION_SHAPES.filter((shape) => shape.everyAction);

test('each argument shape once, then the actions’ own code with arguments of the wrong kind: no 500, signed out and as an admin', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const actions = serverActions();
  expect(actions.map((action) => action.name)).toEqual(expect.arrayContaining(['subscribeToNewsletter', 'submitDemoRequest', 'submitContactMessage', 'bookSlotAction', 'savePostAction', 'deletePostAction']));
  const address = `10.66.${testInfo.workerIndex}.${testInfo.retry + 1}`;

  // Each shape once, to an action anyone may post: the gate's refusal where it refuses (the same as
  // in the unit test, so that a gate left out of the build shows), and Next.js's answer otherwise.
  const newsletter = actions.find((action) => action.name === 'subscribeToNewsletter')!;
  const once: string[] = [];
  for (const shape of ACTION_SHAPES) {
    const { status, answer } = await post(newsletter, shape, { 'X-Forwarded-For': address });
    const verdict = verdictFor(shape, 'form');
    once.push(verdict === 'passes' ? (status >= 500 ? answer : 'ok') : status === verdict ? 'ok' : `${answer} (the gate answers ${verdict})`);
  }
  expect(once.filter((answer) => answer !== 'ok')).toEqual([]);

  const anonymous = await postToEach(actions, REACHING_THE_ACTION, { 'X-Forwarded-For': address });
  expect(serverErrors(anonymous)).toEqual([]);

  // A session of its own (signing out below must not end the shared admin session of other tests).
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/en\/manage$/);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const signedIn = await postToEach(actions.filter((action) => action.name !== 'signOutAction'), REACHING_THE_ACTION, { 'X-Forwarded-For': address, Cookie: cookie });
  expect(serverErrors(signedIn)).toEqual([]);
  const signOut = await postToEach(actions.filter((action) => action.name === 'signOutAction'), REACHING_THE_ACTION, { 'X-Forwarded-For': address, Cookie: cookie });
  expect(serverErrors(signOut)).toEqual([]);
  await context.close();

  const all = [...anonymous, ...signedIn, ...signOut];
  const byClass = Object.entries(Object.groupBy(all, (answer) => `${answer[0]}xx`)).map(([status, answers]) => `${status} ${answers!.length}`);
  testInfo.annotations.push({ type: 'figures', description: `${actions.length} actions; ${ACTION_SHAPES.length} shapes once, then ${all.length} posts: ${byClass.join(', ')}` });
  expect((await fetch(`${E2E_BASE_URL}/api/health`)).status).toBe(200);
});
