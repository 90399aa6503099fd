/**
 * A/B experiments on pages and blocks (issue 54, under way): so far, the statistics their results
 * will stand on (statistics.ts). The feature's door.
 */
export { binomialTest, difference, probabilityToBeat, sampleRatio, sampleSizePerVariant, SRM_THRESHOLD, weeksToRun, type Arm } from './statistics';
