// @ts-check
/**
 * The one place that reads and validates the environment (see README → Configuration).
 *
 * Plain ESM with JSDoc so that `next.config.mjs` and `server/index.mjs`, which Node loads without a
 * TypeScript step, share it with the application code. A bad value throws an `EnvError` whose message
 * names every offending variable; the server prints it and exits.
 */
import { z } from 'zod';

/** Empty strings in `.env` files mean "unset". */
const blankAsUndefined = (/** @type {unknown} */ value) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = (/** @type {z.ZodType} */ schema) => z.preprocess(blankAsUndefined, schema.optional());

const httpUrl = (/** @type {string} */ what) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `must be an absolute http(s) URL (${what})`)
    .transform((value) => value.replace(/\/+$/, ''));

const urlWithProtocols = (/** @type {string[]} */ protocols, /** @type {string} */ hint) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a ${hint} URL`);

/** A whole number of milliseconds within bounds, with a default. */
/** A whole number of rows (a budget), from `min` to `max`, `fallback` when unset. */
const count = (/** @type {number} */ min, /** @type {number} */ max, /** @type {number} */ fallback) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).default(fallback),
  );

const milliseconds = (/** @type {number} */ min, /** @type {number} */ max, /** @type {number} */ fallback) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(min, `must be at least ${min} ms`)
      .max(max, `must be at most ${max} ms`)
      .default(fallback),
  );

/** The brief's placeholder number (PRODUCT.md), until the company's is configured. */
export const FICTIONAL_PHONE = '+1 (555) 010-0199';

const email = z.string().trim().toLowerCase().pipe(z.email('must be an email address'));

const schema = z
  .object({
    NODE_ENV: z.preprocess(blankAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
    SITE_URL: z.preprocess(blankAsUndefined, httpUrl('e.g. https://www.otailo.com').default('http://localhost:3000')),
    HOST: z.preprocess(blankAsUndefined, z.string().trim().min(1).default('0.0.0.0')),
    TRUST_PROXY: z.preprocess(
      blankAsUndefined,
      z.coerce.number({ error: 'must be the number of proxies in front of the site' }).int().min(0).max(5).default(0),
    ),
    PORT: z.preprocess(
      blankAsUndefined,
      z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(1).max(65535).default(3000),
    ),
    DATA_DIR: z.preprocess(blankAsUndefined, z.string().trim().default('./data')),
    // Uploaded images; several instances share one folder (a mounted volume). Default DATA_DIR/uploads.
    UPLOADS_DIR: optional(z.string().trim().min(1)),
    BUILD_DIR: z.preprocess(
      blankAsUndefined,
      z.string().trim().regex(/^[\w.-]+$/, 'must be a folder name such as .next').default('.next'),
    ),
    // Memory for finished public pages kept by the production server (server/page-store.mjs); 0 turns it off.
    PAGE_STORE_MB: z.preprocess(
      blankAsUndefined,
      z.coerce.number({ error: 'must be a number of megabytes' }).int('must be a whole number').min(0).max(4096).default(64),
    ),
    // The embedded database's page cache (lib/infra/db/client.ts); ignored with DATABASE_URL.
    PGLITE_BUFFERS_MB: z.preprocess(
      blankAsUndefined,
      z.coerce.number({ error: 'must be a number of megabytes' }).int('must be a whole number').min(1).max(1024).default(16),
    ),
    DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://')),
    REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis://')),
    ADMIN_EMAIL: optional(email),
    ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters long').max(256)),
    HUBSPOT_PORTAL_ID: optional(z.string().trim().regex(/^\d{1,12}$/, 'must be the numeric portal id')),
    HUBSPOT_DEMO_FORM_ID: optional(z.string().trim().regex(/^[0-9a-f-]{8,64}$/i, 'must be a form GUID')),
    HUBSPOT_CONTACT_FORM_ID: optional(z.string().trim().regex(/^[0-9a-f-]{8,64}$/i, 'must be a form GUID')),
    HUBSPOT_ROI_FORM_ID: optional(z.string().trim().regex(/^[0-9a-f-]{8,64}$/i, 'must be a form GUID')),
    // The resource library's gated downloads (lib/features/resources): their own form, else the contact form.
    HUBSPOT_RESOURCE_FORM_ID: optional(z.string().trim().regex(/^[0-9a-f-]{8,64}$/i, 'must be a form GUID')),
    HUBSPOT_API_BASE: z.preprocess(blankAsUndefined, httpUrl('the forms API origin').default('https://api.hsforms.com')),
    // Lead forwarding (lib/features/leads/forwarding.ts): how often the outbox looks for due leads, the retry
    // backoff's first step and ceiling, how long a server instance may hold a lead it is sending,
    // and how long one CRM call may take.
    LEADS_POLL_MS: milliseconds(100, 3_600_000, 5_000),
    LEADS_RETRY_BASE_MS: milliseconds(100, 3_600_000, 10_000),
    LEADS_RETRY_CAP_MS: milliseconds(1_000, 86_400_000, 3_600_000),
    LEADS_LEASE_MS: milliseconds(1_000, 3_600_000, 60_000),
    CRM_TIMEOUT_MS: milliseconds(100, 120_000, 10_000),
    // The largest resource PDF the admin area takes, in megabytes: at most 5, under the server
    // actions' body limit (lib/infra/http/limits.mjs, 6 MB with the form's other fields).
    RESOURCE_MAX_MB: z.preprocess(
      blankAsUndefined,
      z.coerce.number({ error: 'must be a number of megabytes' }).int('must be a whole number').min(1).max(5).default(5),
    ),
    // A lead form sent sooner than this after it appeared is treated as a bot's (stored as spam).
    LEADS_MIN_FILL_MS: milliseconds(0, 60_000, 2_500),
    // Mail (lib/mail/): an SMTP server as a URL (smtp://user:pass@host:587, smtps://… for TLS from
    // the start), the From address, and where sales hear of new leads. Without SMTP_URL and
    // MAIL_FROM nothing is sent; mails wait in the outbox.
    SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://')),
    MAIL_FROM: optional(z.string().trim().max(320).regex(/^([^<>\r\n]{0,120}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address, or a name and <address>')),
    SALES_NOTIFY_EMAIL: optional(email),
    MAIL_RETRY_BASE_MS: milliseconds(100, 3_600_000, 30_000),
    PLATFORM_BASE_URL: optional(httpUrl('the legacy platform origin')),
    PLATFORM_APP_ID: optional(z.string().trim().min(1).max(128)),
    PLATFORM_API_KEY: optional(z.string().trim().min(1).max(512)),
    PLATFORM_ENV: z.preprocess(blankAsUndefined, z.string().trim().regex(/^[a-z]+$/, 'must be a lower-case word such as prod').default('prod')),
    // A bearer token for the platform (optional; entity reads are authorised by PLATFORM_API_KEY).
    PLATFORM_TOKEN: optional(z.string().trim().min(1).max(4096)),
    PLATFORM_TIMEOUT_MS: milliseconds(100, 120_000, 10_000),
    ANALYTICS_ID: optional(z.string().trim().regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-ABC123XYZ')),
    CONTACT_EMAIL: z.preprocess(blankAsUndefined, email.default('hello@otailo.com')),
    // The brief's default is in the range reserved for fiction (555-01xx): shown on the contact
    // page and in the footer, never published to search engines (lib/infra/seo/json-ld.ts).
    CONTACT_PHONE: z.preprocess(blankAsUndefined, z.string().trim().regex(/^\+?[0-9 ()\-.]{6,24}$/, 'must be a phone number').default(FICTIONAL_PHONE)),
    CAREERS_EMAIL: z.preprocess(blankAsUndefined, email.default('careers@otailo.com')),
    // Job applications (lib/features/applications): where their CVs are kept (a private folder,
    // never the public uploads; several instances share one, like UPLOADS_DIR; default
    // DATA_DIR/applications), and how many days an application and its CV are kept.
    APPLICATIONS_DIR: optional(z.string().trim().min(1)),
    APPLICATIONS_RETENTION_DAYS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(3660).default(180)),
    // The trust center (lib/features/trust): a status page it links to (https only), and the mailbox
    // for vulnerability reports in /.well-known/security.txt (CONTACT_EMAIL when unset).
    STATUS_URL: optional(urlWithProtocols(['https:'], 'https://')),
    SECURITY_CONTACT: optional(email),
    // The newsletter (lib/features/newsletter): the mailbox of the `mailto:` in every newsletter
    // mail's List-Unsubscribe header (CONTACT_EMAIL when unset), and how many digest mails the
    // mail loop queues per run (the outbox then sends them at its own pace).
    NEWSLETTER_UNSUBSCRIBE_EMAIL: optional(email),
    NEWSLETTER_DIGEST_BATCH: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(1000).default(50)),
    // Redirects (lib/features/redirects): how often each instance checks whether the table changed
    // elsewhere (the requests themselves never read it).
    REDIRECTS_POLL_MS: milliseconds(100, 60_000, 500),
    // IndexNow (lib/features/indexnow): off until a key is set (8–128 letters, digits or dashes, the
    // protocol's rule); the endpoint pinged (any IndexNow engine shares with the others).
    INDEXNOW_KEY: optional(z.string().trim().regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or dashes')),
    INDEXNOW_ENDPOINT: z.preprocess(blankAsUndefined, httpUrl('the IndexNow endpoint').default('https://api.indexnow.org/indexnow')),
    INDEXNOW_RETRY_BASE_MS: milliseconds(100, 3_600_000, 30_000),
    // First-party analytics (lib/features/analytics, docs/analytics.md): the proxy header that names
    // the visitor's country (two letters), how many days the daily figures are kept (25 months by
    // default) and the raw events once rolled up into them.
    ANALYTICS_COUNTRY_HEADER: z.preprocess(
      blankAsUndefined,
      z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,64}$/, 'must be a header name such as cf-ipcountry').default('cf-ipcountry'),
    ),
    ANALYTICS_RETENTION_DAYS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(3660).default(760)),
    ANALYTICS_RAW_RETENTION_DAYS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(2).max(3660).default(40)),
    // Site-wide budgets of anonymous writes per UTC hour and day, whoever sends them
    // (lib/infra/rate-limit/write-budget.ts; the worst-case storage they allow: docs/analytics.md).
    ANALYTICS_EVENTS_PER_HOUR: count(1, 10_000_000, 10_000),
    ANALYTICS_EVENTS_PER_DAY: count(1, 100_000_000, 50_000),
    LEADS_PER_HOUR: count(1, 1_000_000, 120),
    LEADS_PER_DAY: count(1, 10_000_000, 1_000),
    SIGNUPS_PER_HOUR: count(1, 1_000_000, 120),
    SIGNUPS_PER_DAY: count(1, 10_000_000, 1_000),
    // Job applications carry a CV of up to 5 MB each: at the defaults at most 500 MB a day.
    APPLICATIONS_PER_HOUR: count(1, 1_000_000, 20),
    APPLICATIONS_PER_DAY: count(1, 10_000_000, 100),
    SOCIAL_URL: z.preprocess(blankAsUndefined, httpUrl('the company profile').default('https://www.linkedin.com/company/otailo')),
    // The structured log (lib/infra/log.mjs reads these itself, so that logging never depends on the rest
    // of the configuration; they are here so that a typo stops the server at start).
    LOG_LEVEL: z.preprocess(
      blankAsUndefined,
      z.enum(['debug', 'info', 'warn', 'error'], { error: 'must be debug, info, warn or error' }).default('info'),
    ),
    INSTANCE_ID: optional(z.string().trim().regex(/^[\w.:-]{1,64}$/, 'must be a short name such as web-1')),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set together with ' + (value.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
      });
    }
    if (value.LEADS_RETRY_CAP_MS < value.LEADS_RETRY_BASE_MS) {
      ctx.addIssue({ code: 'custom', path: ['LEADS_RETRY_CAP_MS'], message: 'must not be less than LEADS_RETRY_BASE_MS' });
    }
    if (value.ANALYTICS_RAW_RETENTION_DAYS > value.ANALYTICS_RETENTION_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['ANALYTICS_RAW_RETENTION_DAYS'], message: 'must not be more than ANALYTICS_RETENTION_DAYS' });
    }
    for (const kind of /** @type {const} */ (['ANALYTICS_EVENTS', 'LEADS', 'SIGNUPS', 'APPLICATIONS'])) {
      if (value[`${kind}_PER_HOUR`] > value[`${kind}_PER_DAY`]) {
        ctx.addIssue({ code: 'custom', path: [`${kind}_PER_HOUR`], message: `must not be more than ${kind}_PER_DAY` });
      }
    }
    // A lead's lease must outlast the CRM call, or another instance could send it a second time.
    if (value.LEADS_LEASE_MS < 2 * value.CRM_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['LEADS_LEASE_MS'], message: 'must be at least twice CRM_TIMEOUT_MS' });
    }
  });

/** @typedef {z.infer<typeof schema>} Env */

export class EnvError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/**
 * Validates a set of variables (pure: tests pass their own object).
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  return result.data;
}

/** @type {Env | undefined} */
let cached;

/**
 * The validated process environment, parsed once.
 * @returns {Env}
 */
export function getEnv() {
  cached ??= parseEnv(process.env);
  return cached;
}
