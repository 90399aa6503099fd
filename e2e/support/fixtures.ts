import { test as base, expect, type TestInfo } from '@playwright/test';

export const CONSENT_KEY = 'otailo_cookie_consent';

/**
 * Each test is a different visitor: the server trusts one proxy hop (TRUST_PROXY=1) and counts its
 * rate limits per X-Forwarded-For address, so tests running side by side do not share a budget.
 */
export function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const n = (testInfo.testId.split('').reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) + testInfo.retry) % 65_000;
  return { 'X-Forwarded-For': `10.77.${n >> 8}.${n & 255}` };
}

/**
 * `page` starts with the cookie choice already made ('essential'), so the banner does not cover
 * what a test clicks. Tests about the banner itself set `consent: null`.
 */
export const test = base.extend<{ consent: 'all' | 'essential' | null }>({
  consent: ['essential', { option: true }],
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide(visitorHeaders(testInfo));
  },
  page: async ({ page, consent }, provide) => {
    if (consent) {
      await page.addInitScript(
        ([key, value]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        [CONSENT_KEY, consent] as const,
      );
    }
    await provide(page);
  },
});

export { expect };

/**
 * A directory card of the 19 sample integrations: integrations-admin.spec.ts publishes one of its
 * own (slug `e2e-…`) for a moment, and other specs run at the same time count the samples.
 */
export const SAMPLE_CARD = 'li:not(:has([data-mark^="e2e-"]))';
