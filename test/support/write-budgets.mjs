// @ts-check
/**
 * Site-wide budgets of anonymous writes (analytics events, leads, sign-ups, job applications) far above any test's
 * traffic: a test that sends hundreds of leads or beacons on purpose (the browser suite, the
 * cluster and memory tests, the benchmarks) is a site's busiest hour, not a flood. The budgets
 * themselves are tried on a server of their own (e2e/hostile-flood.spec.ts).
 */
export const LOAD_TEST_BUDGETS = {
  ANALYTICS_EVENTS_PER_HOUR: '1000000',
  ANALYTICS_EVENTS_PER_DAY: '1000000',
  LEADS_PER_HOUR: '100000',
  LEADS_PER_DAY: '100000',
  SIGNUPS_PER_HOUR: '100000',
  SIGNUPS_PER_DAY: '100000',
  APPLICATIONS_PER_HOUR: '100000',
  APPLICATIONS_PER_DAY: '100000',
};
