import { test as base, expect } from '@playwright/test';

export const CONSENT_KEY = 'otailo_cookie_consent';

/**
 * `page` starts with the cookie choice already made ('essential'), so the banner does not cover
 * what a test clicks. Tests about the banner itself set `consent: null`.
 */
export const test = base.extend<{ consent: 'all' | 'essential' | null }>({
  consent: ['essential', { option: true }],
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
