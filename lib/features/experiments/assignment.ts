/**
 * Assignment to variants (docs/experiments.md): the production server decides it before the page
 * is sent, so the code lives with the infrastructure it runs in (lib/infra/routing/variant-choice.mjs);
 * the feature and its tests read it from here.
 */
export {
  bucketOf,
  chooseVariant,
  CONSENT_COOKIE,
  CONTROL,
  decideTrial,
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_DAYS,
  newVisitorId,
  optedOut,
  trialCookies,
  VARIANT_COOKIE,
  variantsCookieValue,
  visitorIdOf,
} from '@/lib/infra/routing/variant-choice.mjs';
export type { Variant } from '@/lib/infra/routing/variant-choice.mjs';
