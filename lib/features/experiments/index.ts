/**
 * A/B experiments on pages and blocks (docs/experiments.md; under way): so far, the statistics
 * their results stand on and the assignment of a visitor to a variant. The feature's door.
 */
export { chooseVariant, EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_DAYS, newVisitorId, optedOut, visitorIdOf, type Variant } from './assignment';
export { binomialTest, difference, probabilityToBeat, sampleRatio, sampleSizePerVariant, SRM_THRESHOLD, weeksToRun, type Arm } from './statistics';
