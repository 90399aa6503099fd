import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.mjs';
import { E2E_BASE_URL, e2eServerEnv } from './e2e/support/server-env.mjs';
import { withNodeEnv } from './server/node-settings.mjs';

export default defineConfig({
  testDir: 'e2e',
  // The fake CRM that the site forwards leads to.
  globalSetup: './e2e/global-setup.ts',
  // Playwright empties its output folder on start; the runners' JSON reports sit beside it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Room for the longer journeys (30 keystrokes through a menu, a form in both languages) on a
  // loaded 2-core machine, where they took 25–32 s; each expectation keeps its own 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The committed baselines of e2e/page-baselines.spec.ts (screenshots and words); CI never writes one.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace costs a passing test about a quarter of its time: CI records the retry of a
    // failed test; a local run (no retries) keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // Signs the admin in once and stores the session for the admin tests (e2e/support/admin.ts).
    { name: 'admin-session', testMatch: /admin\.setup\.ts/, use: { launchOptions: chromiumLaunchOptions() } },
    {
      name: 'chromium',
      dependencies: ['admin-session'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  // `npm test` builds into BUILD_DIR first (scripts/run-tests.mjs); this serves that build.
  webServer: {
    // As production starts it: the supervisor, which runs the server with server/node-settings.mjs.
    command: 'node server/supervisor.mjs',
    url: `${E2E_BASE_URL}/robots.txt`,
    env: withNodeEnv(e2eServerEnv()),
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
