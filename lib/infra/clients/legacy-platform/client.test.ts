import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from '@/test/fakes/fake-platform.mjs';
import { createPlatformClient, type PlatformClientOptions } from './client';
import { PlatformError } from './errors';
import { isPlatformConfigured, platformFromEnv } from './index';

const APP = 'test-app';
const KEY = 'key-1';
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Title ${slug}`,
  excerpt: 'E',
  category: 'Returns',
  date: '2026-01-01T00:00:00.000Z',
  ...extra,
});

let fake: FakePlatform;
const client = (options: Partial<PlatformClientOptions> = {}) =>
  createPlatformClient({ baseUrl: fake.url, appId: APP, apiKey: KEY, ...options });
const last = () => {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('no request reached the fake platform');
  return request;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PlatformError);
      return error as PlatformError;
    },
  );

beforeAll(async () => {
  fake = await startFakePlatform({
    appId: APP,
    apiKey: KEY,
    records: { BlogPost: [post('b', { id: 'id-b' }), post('a', { id: 'id-a', date: '2026-03-01T00:00:00.000Z' }), post('c', { id: 'id-c', category: 'Ops' })] },
  });
});
afterAll(() => fake?.close());
beforeEach(() => fake.reset());

describe('entity calls', () => {
  it('lists with sort, limit, skip and comma-joined fields, sending the spec headers', async () => {
    const rows = await client({ token: 'tok-1' }).entities('BlogPost').list({ sort: '-date', limit: 2, skip: 0, fields: ['slug', 'title'] });
    expect(rows).toEqual([
      { id: 'id-a', slug: 'a', title: 'Title a' },
      { id: 'id-b', slug: 'b', title: 'Title b' },
    ]);
    const request = last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`/api/apps/${APP}/entities/BlogPost`);
    expect(request.query).toEqual({ sort: '-date', limit: '2', skip: '0', fields: 'slug,title' });
    expect(request.headers).toMatchObject({
      'x-app-id': APP,
      'x-environment': 'prod',
      'x-origin-url': fake.url,
      authorization: 'Bearer tok-1',
      api_key: KEY,
      'content-type': 'application/json',
    });
  });

  it('sends no query parameters, token or origin it was not given', async () => {
    await client({ environment: 'dev', originUrl: 'https://www.otailo.com' }).entities('BlogPost').list();
    const request = last();
    expect(request.query).toEqual({});
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['x-environment']).toBe('dev');
    expect(request.headers['x-origin-url']).toBe('https://www.otailo.com');
  });

  it('filters with q as the JSON of the query object', async () => {
    const rows = await client().entities('BlogPost').filter({ category: 'Returns', slug: 'a' }, { limit: 5 });
    expect(rows.map((row) => row.slug)).toEqual(['a']);
    expect(last().query).toEqual({ q: '{"category":"Returns","slug":"a"}', limit: '5' });
    expect(last().headers.api_key).toBe(KEY);
  });

  it('gets one record by id, and a missing one is a 404 with the platform message', async () => {
    const blog = client().entities('BlogPost');
    expect((await blog.get('id-c')).slug).toBe('c');
    expect(last().path).toBe(`/api/apps/${APP}/entities/BlogPost/id-c`);
    expect(last().headers.api_key).toBe(KEY);
    const error = await rejection(blog.get('nope'));
    expect(error).toMatchObject({ message: 'Entity not found', status: 404, code: 'ERR_BAD_REQUEST', data: { message: 'Entity not found' } });
  });

  it('creates, updates and deletes with JSON bodies; writes carry no api key by default', async () => {
    const blog = client().entities('BlogPost');
    const created = await blog.create(post('new'));
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.created_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(last()).toMatchObject({ method: 'POST', path: `/api/apps/${APP}/entities/BlogPost`, body: post('new') });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.api_key).toBeUndefined();

    const updated = await blog.update(created.id, { title: 'Renamed' });
    expect(updated).toMatchObject({ id: created.id, slug: 'new', title: 'Renamed' });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/apps/${APP}/entities/BlogPost/${created.id}`, body: { title: 'Renamed' } });

    await blog.delete(created.id);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/apps/${APP}/entities/BlogPost/${created.id}`, body: null });
    expect(fake.entities.BlogPost.some((row: { id: string }) => row.id === created.id)).toBe(false);
  });

  it('sends the api key on writes too with apiKeyOn: entities', async () => {
    await client({ apiKeyOn: 'entities' }).entities('BlogPost').create(post('keyed'));
    expect(last().headers.api_key).toBe(KEY);
  });

  it('deletes many with a DELETE on the collection whose body selects the records', async () => {
    await client().entities('BlogPost').deleteMany({ category: 'Returns' });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/apps/${APP}/entities/BlogPost`, body: { category: 'Returns' } });
    expect(fake.entities.BlogPost.map((row: { slug: string }) => row.slug)).toEqual(['c']);
  });

  it('bulk-creates an array of records', async () => {
    const created = await client().entities('BlogPost').bulkCreate([post('x'), post('y')]);
    expect(created.map((row) => row.slug)).toEqual(['x', 'y']);
    expect(last()).toMatchObject({ method: 'POST', path: `/api/apps/${APP}/entities/BlogPost/bulk`, body: [post('x'), post('y')] });
  });

  it('imports a file as multipart with a file field', async () => {
    const file = new Blob([JSON.stringify([post('imported')])], { type: 'application/json' });
    await client().entities('BlogPost').importEntities(file, 'posts.json');
    const request = last();
    expect(request).toMatchObject({ method: 'POST', path: `/api/apps/${APP}/entities/BlogPost/import` });
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body.file).toMatchObject({ filename: 'posts.json', type: 'application/json' });
    expect(fake.entities.BlogPost.map((row: { slug: string }) => row.slug)).toContain('imported');
  });

  it('encodes entity names and ids as path segments', async () => {
    await rejection(client().entities('BlogPost').get('a/b?c'));
    expect(last().path).toBe(`/api/apps/${APP}/entities/BlogPost/a%2Fb%3Fc`);
  });
});

describe('current user', () => {
  it('reads and updates me', async () => {
    const platform = client({ token: 'tok-1' });
    expect(await platform.auth.me()).toMatchObject({ role: 'admin' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/apps/${APP}/entities/User/me` });
    expect(last().headers.authorization).toBe('Bearer tok-1');
    expect(await platform.auth.updateMe({ full_name: 'New Name' })).toMatchObject({ full_name: 'New Name', role: 'admin' });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/apps/${APP}/entities/User/me`, body: { full_name: 'New Name' } });
  });
});

describe('integrations', () => {
  it('calls a core integration with a JSON body', async () => {
    const answer = await client().integrations.core('SendEmail', { to: 'a@example.com', subject: 'Hi' });
    expect(answer).toEqual({ ok: true, name: 'SendEmail', received: { to: 'a@example.com', subject: 'Hi' } });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/apps/${APP}/integration-endpoints/Core/SendEmail` });
    expect(last().headers['content-type']).toBe('application/json');
  });

  it('sends multipart when a parameter is a file, other values as form fields', async () => {
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const answer = await client().integrations.core('UploadFile', { file, folder: 'docs', options: { public: true } });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(answer).toMatchObject({
      name: 'UploadFile',
      received: { file: { filename: 'note.txt', type: 'text/plain', text: 'hello' }, folder: 'docs', options: '{"public":true}' },
    });
  });

  it('calls an installable integration, as JSON and as multipart', async () => {
    const platform = client();
    await platform.integrations.installable('crm', 'SyncLead', { email: 'a@example.com' });
    expect(last()).toMatchObject({
      path: `/api/apps/${APP}/integration-endpoints/installable/crm/integration-endpoints/SyncLead`,
      body: { email: 'a@example.com' },
    });
    await platform.integrations.installable('crm', 'Attach', { file: new Blob(['x']) });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(last().body.file).toMatchObject({ text: 'x' });
  });

  it.each([['a plain string'], [['a', 'list']], [null]])('rejects %j as parameters before any request', async (params) => {
    const error = await rejection(client().integrations.core('InvokeLLM', params as never));
    expect(error.message).toMatch(/^Integration InvokeLLM must receive an object with named parameters/);
    expect(error.code).toBe('ERR_BAD_OPTION_VALUE');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('errors', () => {
  it('takes the message from the body, then detail, then the generic text', async () => {
    const blog = client().entities('BlogPost');
    fake.setFailure({ status: 400, body: { message: 'Bad slug', detail: 'ignored' } });
    expect(await rejection(blog.list())).toMatchObject({ message: 'Bad slug', status: 400, code: 'ERR_BAD_REQUEST' });
    fake.setFailure({ status: 403, body: { detail: 'Forbidden here' } });
    expect(await rejection(blog.list())).toMatchObject({ message: 'Forbidden here', status: 403, data: { detail: 'Forbidden here' } });
    fake.setFailure({ status: 500, body: { error: 'boom' } });
    expect(await rejection(blog.list())).toMatchObject({
      message: 'Request failed with status code 500',
      status: 500,
      code: 'ERR_BAD_RESPONSE',
      data: { error: 'boom' },
    });
  });

  it('reports a wrong app id and a wrong api key the way the platform words them', async () => {
    expect(await rejection(client({ appId: 'other' }).entities('BlogPost').list())).toMatchObject({ status: 404 });
    expect(await rejection(client({ apiKey: 'wrong' }).entities('BlogPost').list())).toMatchObject({
      message: 'Invalid api key',
      status: 401,
    });
  });

  it('treats any 2xx as success, with an empty body as null', async () => {
    fake.setFailure({ status: 204 });
    expect(await client().entities('BlogPost').delete('id-a')).toBeNull();
  });

  it("says 'Network Error' when nothing listens", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const error = await rejection(client({ baseUrl: `http://127.0.0.1:${port}` }).entities('BlogPost').list());
    expect(error).toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK', status: undefined });
  });

  it("says 'timeout of 50ms exceeded' when the platform does not answer", async () => {
    fake.setFailure('hang');
    const error = await rejection(client({ timeoutMs: 50 }).entities('BlogPost').list());
    expect(error).toMatchObject({ message: 'timeout of 50ms exceeded', code: 'ECONNABORTED' });
  });

  it("says 'Request aborted' when the caller aborts", async () => {
    fake.setFailure('hang');
    const controller = new AbortController();
    const call = client({ timeoutMs: 5_000 }).entities('BlogPost').list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await rejection(call)).toMatchObject({ message: 'Request aborted', code: 'ERR_CANCELED' });
  });

  it("says 'Unsupported protocol' for a base URL that is not http(s), without a request", async () => {
    const error = await rejection(client({ baseUrl: 'ftp://platform.example.com' }).entities('BlogPost').list());
    expect(error).toMatchObject({ message: 'Unsupported protocol', code: 'ERR_BAD_REQUEST', data: { protocol: 'ftp:' } });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('configuration from the environment', () => {
  const env = {
    PLATFORM_BASE_URL: undefined as string | undefined,
    PLATFORM_APP_ID: APP as string | undefined,
    PLATFORM_API_KEY: KEY,
    PLATFORM_ENV: 'staging',
    PLATFORM_TOKEN: 'env-token',
    PLATFORM_TIMEOUT_MS: 10_000,
    SITE_URL: 'https://www.otailo.com',
  };

  it('is off unless both the base URL and the app id are set', () => {
    expect(isPlatformConfigured(env)).toBe(false);
    expect(platformFromEnv(env)).toBeNull();
    expect(platformFromEnv({ ...env, PLATFORM_BASE_URL: fake.url, PLATFORM_APP_ID: undefined })).toBeNull();
  });

  it('builds a client with the configured key, environment, token and site origin', async () => {
    const configured = { ...env, PLATFORM_BASE_URL: fake.url };
    expect(isPlatformConfigured(configured)).toBe(true);
    await platformFromEnv(configured)?.entities('BlogPost').list();
    expect(last().headers).toMatchObject({
      'x-app-id': APP,
      'x-environment': 'staging',
      'x-origin-url': 'https://www.otailo.com',
      authorization: 'Bearer env-token',
      api_key: KEY,
    });
  });
});

describe('the fake platform over HTTP', () => {
  const control = (path: string, body?: unknown) =>
    fetch(`${fake.url}/__control/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());

  it('replaces records, reports requests and resets to the starting records', async () => {
    await control('records', { entity: 'BlogPost', records: [post('only', { id: 'only-1' })] });
    expect(await client().entities('BlogPost').list()).toMatchObject([{ id: 'only-1', slug: 'only' }]);
    const { requests } = await control('requests');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', status: 200 });
    await fetch(`${fake.url}/__control/reset`, { method: 'POST' });
    expect(fake.requests).toHaveLength(0);
    expect(fake.entities.BlogPost.map((row: { slug: string }) => row.slug)).toEqual(['b', 'a', 'c']);
  });

  it('sets and clears a failure', async () => {
    await control('failure', { failure: { status: 429, body: { message: 'Rate limit exceeded' } } });
    expect(await rejection(client().entities('BlogPost').list())).toMatchObject({ status: 429, message: 'Rate limit exceeded' });
    await control('failure', { failure: null });
    expect(await client().entities('BlogPost').list()).toHaveLength(3);
  });
});
