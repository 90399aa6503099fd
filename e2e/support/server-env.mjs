// @ts-check
/** The environment the end-to-end suite builds and serves the site with. */
export const E2E_PORT = 3210;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ANALYTICS_ID = 'G-E2ETEST01';
/** The browser tests' embedded database (emptied by `npm test` before each run, then seeded). */
export const E2E_DATA_DIR = '.e2e-data';

/** @returns {Record<string, string>} */
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
  };
}
