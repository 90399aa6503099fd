// @ts-check
import { LOAD_TEST_BUDGETS } from '../../test/support/write-budgets.mjs';
/** The environment the end-to-end suite builds and serves the site with. */
// E2E_PORT / E2E_CRM_PORT let two checkouts run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ANALYTICS_ID = 'G-E2ETEST01';
/** The fake CRM the browser tests start (e2e/global-setup.ts); the site forwards leads to it. */
export const E2E_CRM_PORT = Number(process.env.E2E_CRM_PORT || 3299);
export const E2E_CRM_URL = `http://127.0.0.1:${E2E_CRM_PORT}`;
export const E2E_CRM = { portalId: '424242', demoFormId: 'de300000-0000-4000-8000-000000000001', contactFormId: 'c0a7ac70-0000-4000-8000-000000000002' };
/** The SMTP server the browser tests start (e2e/global-setup.ts) and its HTTP control side. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || E2E_CRM_PORT - 2);
export const E2E_SMTP_CONTROL_URL = `http://127.0.0.1:${E2E_SMTP_PORT + 1}`;
export const E2E_SALES_EMAIL = 'sales@otailo.test';
/** The fake IndexNow endpoint the browser tests start (e2e/global-setup.ts), and the site's key. */
export const E2E_INDEXNOW_PORT = Number(process.env.E2E_INDEXNOW_PORT || E2E_CRM_PORT - 3);
export const E2E_INDEXNOW_URL = `http://127.0.0.1:${E2E_INDEXNOW_PORT}`;
export const E2E_INDEXNOW_KEY = 'e2e-indexnow-key-0001';
/** The admin the site creates at start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@otailo.test', password: 'correct horse battery staple 42' };
/** Where the admin tests' signed-in state is stored (e2e/admin.setup.ts). */
export const E2E_ADMIN_STATE = 'test-results/admin-state.json';
/** The browser tests' embedded database (emptied by `npm test` before each run, then seeded). */
export const E2E_DATA_DIR = '.e2e-data';

/** @returns {NodeJS.ProcessEnv & Record<string, string>} */
export function e2eServerEnv() {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter((entry) => entry[1] !== undefined)),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    BUILD_DIR: '.next-test',
    HOST: '127.0.0.1',
    PORT: String(E2E_PORT),
    SITE_URL: E2E_BASE_URL,
    ANALYTICS_ID: E2E_ANALYTICS_ID,
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: '',
    // Tests stand for different visitors by sending X-Forwarded-For (rate limits are per address).
    TRUST_PROXY: '1',
    HUBSPOT_API_BASE: E2E_CRM_URL,
    HUBSPOT_PORTAL_ID: E2E_CRM.portalId,
    HUBSPOT_DEMO_FORM_ID: E2E_CRM.demoFormId,
    HUBSPOT_CONTACT_FORM_ID: E2E_CRM.contactFormId,
    // Quick retries, so that "the CRM was down, then recovered" fits in a test.
    LEADS_POLL_MS: '500',
    LEADS_RETRY_BASE_MS: '250',
    LEADS_RETRY_CAP_MS: '2000',
    CRM_TIMEOUT_MS: '1500',
    // Mail goes to the test SMTP server: lead notifications, booking confirmations, invitations.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_FROM: 'Otailo <no-reply@otailo.test>',
    SALES_NOTIFY_EMAIL: E2E_SALES_EMAIL,
    MAIL_RETRY_BASE_MS: '250',
    // Search engines are told of changes through the fake endpoint, retried quickly.
    INDEXNOW_KEY: E2E_INDEXNOW_KEY,
    INDEXNOW_ENDPOINT: `${E2E_INDEXNOW_URL}/indexnow`,
    INDEXNOW_RETRY_BASE_MS: '250',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Test browsers type faster than people (the check itself is unit-tested).
    LEADS_MIN_FILL_MS: '0',
    // The whole suite is one site's busiest hour, not a flood.
    ...LOAD_TEST_BUDGETS,
    // A line per request would bury the test output (the cluster test logs at info: it reads them).
    LOG_LEVEL: 'warn',
  };
}
