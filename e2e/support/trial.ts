/** The experiment e2e/support/seed-experiment.ts prepares: its pages and the two headings. */
export const TRIAL = {
  slug: 'e2e-trial-offer',
  otherSlug: 'e2e-trial-other',
  twinSlug: 'e2e-trial-twin',
  control: 'Returns without the busywork',
  variant: 'Every return, resolved in a day',
} as const;
