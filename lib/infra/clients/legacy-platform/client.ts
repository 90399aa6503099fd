import { PLATFORM_ERROR_TEXTS, PlatformError } from './errors';
import type { CallOptions, IntegrationParams, ListOptions, PlatformEntityTypes, PlatformRecord, PlatformUser } from './types';

/**
 * A server-side client for the legacy platform's REST API (spec §7): entities, the current user
 * and integration endpoints, under `${baseUrl}/api`. Any 2xx is success; everything else rejects
 * with a PlatformError.
 */

export interface PlatformClientOptions {
  /** The platform origin, e.g. https://platform.example.com (no /api). */
  baseUrl: string;
  appId: string;
  /**
   * Sent as the `api_key` header. The spec only says "an api key header"; `api_key` is the name
   * the platform's own API snippets use.
   */
  apiKey?: string;
  /** Which entity calls carry the api key: reads only (the spec), or every entity call. */
  apiKeyOn?: 'reads' | 'entities';
  /** X-Environment; default 'prod'. */
  environment?: string;
  /** Sent as `Authorization: Bearer <token>` on every call. */
  token?: string;
  /** X-Origin-URL; default the base URL (the old site sent the page address). */
  originUrl?: string;
  /** Per call; 0 means no timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Row = Record<string, unknown>;

export interface EntityApi<T = PlatformRecord> {
  list(options?: ListOptions): Promise<T[]>;
  /** Records whose fields equal the query's (sent as `q`, JSON). */
  filter(query: object, options?: ListOptions): Promise<T[]>;
  get(id: string, options?: CallOptions): Promise<T>;
  create(record: Partial<T> | Row, options?: CallOptions): Promise<T>;
  update(id: string, changes: Partial<T> | Row, options?: CallOptions): Promise<T>;
  delete(id: string, options?: CallOptions): Promise<unknown>;
  /** DELETE on the collection with a JSON body selecting the records. */
  deleteMany(query: object, options?: CallOptions): Promise<unknown>;
  bulkCreate(records: (Partial<T> | Row)[], options?: CallOptions): Promise<T[]>;
  /** Multipart upload with a `file` field (e.g. a JSON or CSV export). */
  importEntities(file: Blob, fileName?: string, options?: CallOptions): Promise<unknown>;
}

export interface PlatformClient {
  readonly baseUrl: string;
  readonly appId: string;
  /** `entities('BlogPost')` is typed as PlatformBlogPost; `entities<MyType>('Other')` for the rest. */
  entities<K extends keyof PlatformEntityTypes>(name: K): EntityApi<PlatformEntityTypes[K]>;
  entities<T = PlatformRecord>(name: string): EntityApi<T>;
  auth: {
    me(options?: CallOptions): Promise<PlatformUser>;
    updateMe(changes: Row, options?: CallOptions): Promise<PlatformUser>;
  };
  integrations: {
    /** POST integration-endpoints/Core/{name}, e.g. 'SendEmail', 'UploadFile'. */
    core<R = unknown>(name: string, params: IntegrationParams, options?: CallOptions): Promise<R>;
    installable<R = unknown>(pkg: string, name: string, params: IntegrationParams, options?: CallOptions): Promise<R>;
  };
}

interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: FormData;
  withApiKey?: boolean;
  signal?: AbortSignal;
}

const seg = encodeURIComponent;

function listQuery({ sort, limit, skip, fields }: ListOptions = {}): Record<string, string | undefined> {
  return {
    sort: sort || undefined,
    limit: limit === undefined ? undefined : String(limit),
    skip: skip === undefined ? undefined : String(skip),
    fields: fields?.length ? fields.join(',') : undefined,
  };
}

function isPlainObject(value: unknown): value is Row {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** JSON, or multipart when a value is a Blob/File (non-string values become JSON form fields). */
function integrationBody(params: IntegrationParams): Pick<RequestSpec, 'json' | 'form'> {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  if (!entries.some(([, value]) => value instanceof Blob)) return { json: params };
  const form = new FormData();
  for (const [key, value] of entries) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return { form };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const { appId, apiKeyOn = 'reads' } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const appPath = `/apps/${seg(appId)}`;
  const request = createRequester({ ...options, baseUrl });

  async function integration<R>(path: string, label: string, params: IntegrationParams, opts: CallOptions = {}): Promise<R> {
    // The old SDK refused a bare string; arrays and null are just as unusable as named parameters.
    if (!isPlainObject(params)) {
      throw new PlatformError(`Integration ${label} must receive an object with named parameters, received: ${String(params)}`, {
        code: 'ERR_BAD_OPTION_VALUE',
      });
    }
    return request<R>({ method: 'POST', path, ...integrationBody(params), signal: opts.signal });
  }

  const me = `${appPath}/entities/User/me`;
  return {
    baseUrl,
    appId,
    entities: <T,>(name: string) => entityApi<T>(request, `${appPath}/entities/${seg(name)}`, apiKeyOn === 'entities'),
    auth: {
      me: (opts = {}) => request<PlatformUser>({ method: 'GET', path: me, signal: opts.signal }),
      updateMe: (changes, opts = {}) => request<PlatformUser>({ method: 'PUT', path: me, json: changes, signal: opts.signal }),
    },
    integrations: {
      core: (name, params, opts) => integration(`${appPath}/integration-endpoints/Core/${seg(name)}`, name, params, opts),
      installable: (pkg, name, params, opts) =>
        integration(`${appPath}/integration-endpoints/installable/${seg(pkg)}/integration-endpoints/${seg(name)}`, `${pkg}.${name}`, params, opts),
    },
  };
}

type Request = <T>(spec: RequestSpec) => Promise<T>;

/**
 * One call to the platform's API: the app's headers (and the API key where `spec` asks for it), a
 * JSON or multipart body, the client's timeout over the whole answer, and its errors as
 * PlatformError with the old SDK's codes.
 */
function createRequester(options: PlatformClientOptions & { baseUrl: string }): Request {
  const { appId, apiKey, environment = 'prod', token, timeoutMs = 0, fetch: fetchImpl = globalThis.fetch, baseUrl } = options;
  const originUrl = options.originUrl ?? baseUrl;

  return async function request<T>(spec: RequestSpec): Promise<T> {
    const url = apiUrl(baseUrl, spec.path, spec.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-App-Id': appId,
      'X-Environment': environment,
      'X-Origin-URL': originUrl,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (spec.withApiKey && apiKey) {
      headers.api_key = apiKey;
      headers['Content-Type'] = 'application/json';
    }
    let body: BodyInit | undefined;
    if (spec.form) body = spec.form; // fetch sets the multipart boundary
    else if (spec.json !== undefined) {
      body = JSON.stringify(spec.json);
      headers['Content-Type'] = 'application/json';
    }

    const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [timeout, spec.signal].filter((signal): signal is AbortSignal => signal !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];

    // The body is read inside the try: a timeout covers the whole answer, not only its headers.
    let response: Response;
    let data: unknown;
    try {
      response = await fetchImpl(url, { method: spec.method, headers, body, signal });
      data = await readBody(response);
    } catch (cause) {
      if (spec.signal?.aborted) throw new PlatformError(PLATFORM_ERROR_TEXTS.aborted, { code: 'ERR_CANCELED', cause });
      if (timeout?.aborted) throw new PlatformError(PLATFORM_ERROR_TEXTS.timeout(timeoutMs), { code: 'ECONNABORTED', cause });
      throw new PlatformError(PLATFORM_ERROR_TEXTS.network, { code: 'ERR_NETWORK', cause });
    }
    if (!response.ok) throw PlatformError.fromResponse(response.status, data);
    return data as T;
  };
}

/** Checked per call (like the HTTP client did), so a bad URL fails the call, not the import. */
function apiUrl(baseUrl: string, path: string, query: RequestSpec['query'] = {}): URL {
  let url: URL;
  try {
    url = new URL(`${baseUrl}/api${path}`);
  } catch (cause) {
    throw new PlatformError(PLATFORM_ERROR_TEXTS.invalidUrl, { code: 'ERR_INVALID_URL', cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PlatformError(PLATFORM_ERROR_TEXTS.unsupportedProtocol, {
      code: 'ERR_BAD_REQUEST',
      data: { protocol: url.protocol },
    });
  }
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** An entity collection's calls; reads always send the API key, writes when `writeKey`. */
function entityApi<T>(request: Request, collection: string, writeKey: boolean): EntityApi<T> {
  return {
    list: (opts = {}) => request<T[]>({ method: 'GET', path: collection, query: listQuery(opts), withApiKey: true, signal: opts.signal }),
    filter: (query, opts = {}) =>
      request<T[]>({ method: 'GET', path: collection, query: { q: JSON.stringify(query), ...listQuery(opts) }, withApiKey: true, signal: opts.signal }),
    get: (id, opts = {}) => request<T>({ method: 'GET', path: `${collection}/${seg(id)}`, withApiKey: true, signal: opts.signal }),
    create: (record, opts = {}) => request<T>({ method: 'POST', path: collection, json: record, withApiKey: writeKey, signal: opts.signal }),
    update: (id, changes, opts = {}) =>
      request<T>({ method: 'PUT', path: `${collection}/${seg(id)}`, json: changes, withApiKey: writeKey, signal: opts.signal }),
    delete: (id, opts = {}) => request({ method: 'DELETE', path: `${collection}/${seg(id)}`, withApiKey: writeKey, signal: opts.signal }),
    deleteMany: (query, opts = {}) => request({ method: 'DELETE', path: collection, json: query, withApiKey: writeKey, signal: opts.signal }),
    bulkCreate: (records, opts = {}) =>
      request<T[]>({ method: 'POST', path: `${collection}/bulk`, json: records, withApiKey: writeKey, signal: opts.signal }),
    importEntities: (file, fileName, opts = {}) => {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'import.json'));
      return request({ method: 'POST', path: `${collection}/import`, form, withApiKey: writeKey, signal: opts.signal });
    },
  };
}
