import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.mjs';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      HUBSPOT_API_BASE: 'https://api.hsforms.com',
      PLATFORM_ENV: 'prod',
      CONTACT_EMAIL: 'hello@otailo.com',
      CAREERS_EMAIL: 'careers@otailo.com',
      LEADS_POLL_MS: 5_000,
      LEADS_RETRY_BASE_MS: 10_000,
      LEADS_RETRY_CAP_MS: 3_600_000,
      LEADS_LEASE_MS: 60_000,
      CRM_TIMEOUT_MS: 10_000,
      PAGE_STORE_MB: 64,
    });
    expect(parseEnv({ PAGE_STORE_MB: '0' }).PAGE_STORE_MB).toBe(0);
    expect(() => parseEnv({ PAGE_STORE_MB: '-1' })).toThrow(/PAGE_STORE_MB/);
    expect(parseEnv({}).PGLITE_BUFFERS_MB).toBe(16);
    expect(parseEnv({ PGLITE_BUFFERS_MB: '64' }).PGLITE_BUFFERS_MB).toBe(64);
    for (const wrong of ['0', '1.5', 'lots', '4096']) expect(() => parseEnv({ PGLITE_BUFFERS_MB: wrong })).toThrow(/PGLITE_BUFFERS_MB/);
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    // The brief's fictional number until the company's is configured (kept out of JSON-LD).
    expect(parseEnv({}).CONTACT_PHONE).toBe('+1 (555) 010-0199');
    expect(parseEnv({ CONTACT_PHONE: ' +34 910 123 456 ' }).CONTACT_PHONE).toBe('+34 910 123 456');
  });

  it('treats empty values as unset and trims trailing slashes from URLs', () => {
    const env = parseEnv({ SITE_URL: 'https://www.otailo.com/', DATABASE_URL: '', PORT: ' ' });
    expect(env.SITE_URL).toBe('https://www.otailo.com');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      parseEnv({ SITE_URL: 'not a url', PORT: '99999', DATABASE_URL: 'mysql://x', ANALYTICS_ID: 'UA-1' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['SITE_URL', 'PORT', 'DATABASE_URL', 'ANALYTICS_ID']) expect(message).toContain(name);
    }
  });

  it('requires the admin email and password together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'admin@otailo.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'a long enough secret' })).toThrow(/ADMIN_EMAIL/);
    expect(parseEnv({ ADMIN_EMAIL: 'Admin@Otailo.com', ADMIN_PASSWORD: 'a long enough secret' }).ADMIN_EMAIL).toBe(
      'admin@otailo.com',
    );
  });

  it('accepts PostgreSQL and Redis URLs', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/otailo', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(env.DATABASE_URL).toContain('postgres://');
    expect(env.REDIS_URL).toContain('redis://');
  });

  it('takes mail settings: an SMTP URL, a From address with or without a name, a sales address', () => {
    const env = parseEnv({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'Otailo <no-reply@otailo.com>', SALES_NOTIFY_EMAIL: 'Sales@Otailo.com' });
    expect(env).toMatchObject({ MAIL_FROM: 'Otailo <no-reply@otailo.com>', SALES_NOTIFY_EMAIL: 'sales@otailo.com', MAIL_RETRY_BASE_MS: 30_000 });
    expect(parseEnv({ MAIL_FROM: 'no-reply@otailo.com' }).MAIL_FROM).toBe('no-reply@otailo.com');
    expect(() => parseEnv({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_FROM: 'Otailo <no-reply@otailo.com>\r\nBcc: x@evil.test' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('takes the trust center settings: an https status page and a security mailbox', () => {
    expect(parseEnv({}).STATUS_URL).toBeUndefined();
    expect(parseEnv({ STATUS_URL: ' ' }).STATUS_URL).toBeUndefined();
    expect(parseEnv({ STATUS_URL: 'https://status.otailo.com', SECURITY_CONTACT: 'Security@Otailo.com' })).toMatchObject({ STATUS_URL: 'https://status.otailo.com', SECURITY_CONTACT: 'security@otailo.com' });
    expect(() => parseEnv({ STATUS_URL: 'http://status.otailo.com' })).toThrow(/STATUS_URL/);
    expect(() => parseEnv({ STATUS_URL: 'javascript:alert(1)' })).toThrow(/STATUS_URL/);
    expect(() => parseEnv({ SECURITY_CONTACT: 'not an address' })).toThrow(/SECURITY_CONTACT/);
  });

  it('validates the lead forwarding timings', () => {
    const env = parseEnv({ LEADS_POLL_MS: '250', LEADS_RETRY_BASE_MS: '200', LEADS_LEASE_MS: '3000', CRM_TIMEOUT_MS: '1000' });
    expect(env).toMatchObject({ LEADS_POLL_MS: 250, LEADS_RETRY_BASE_MS: 200, LEADS_LEASE_MS: 3_000, CRM_TIMEOUT_MS: 1_000 });
    expect(() => parseEnv({ LEADS_POLL_MS: '5s' })).toThrow(/LEADS_POLL_MS/);
    expect(() => parseEnv({ LEADS_POLL_MS: '1.5' })).toThrow(/LEADS_POLL_MS: must be a whole number/);
    expect(() => parseEnv({ CRM_TIMEOUT_MS: '10' })).toThrow(/CRM_TIMEOUT_MS: must be at least 100 ms/);
    expect(() => parseEnv({ LEADS_RETRY_CAP_MS: '99999999' })).toThrow(/LEADS_RETRY_CAP_MS/);
    expect(() => parseEnv({ LEADS_RETRY_BASE_MS: '60000', LEADS_RETRY_CAP_MS: '30000' })).toThrow(
      /LEADS_RETRY_CAP_MS: must not be less than LEADS_RETRY_BASE_MS/,
    );
    expect(() => parseEnv({ LEADS_LEASE_MS: '15000' })).toThrow(/LEADS_LEASE_MS: must be at least twice CRM_TIMEOUT_MS/);
  });
});
