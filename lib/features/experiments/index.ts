/**
 * A/B experiments on pages and blocks (docs/experiments.md): the guarded store, the assignment of
 * a visitor to a variant, the running table the production server reads, the counting of
 * participants and conversions, and the results with their statistics. The feature's door.
 */
import 'server-only';
export { chooseVariant, EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_DAYS, newVisitorId, optedOut, visitorIdOf, type Variant } from './assignment';
export { binomialTest, difference, probabilityToBeat, sampleRatio, sampleSizePerVariant, SRM_THRESHOLD, weeksToRun, type Arm } from './statistics';
export { createExperiment, experimentById, experimentsOfPage, runningExperiments, startExperiment, stopExperiment, updateExperiment, type Experiment, type Outcome, type Refusal } from './store';
export { compareArms, experimentResults, type ExperimentResults, type SegmentResult, type VariantResult } from './results';
export { EXPERIMENTS_TAG, experimentsChanged, loadTrials, startExperimentTable, stopExperimentTable } from './live';
export { countParticipants, flushParticipants, startExperiments, stopExperiments } from './runtime';
export { createParticipantCounter, participantOf } from './counting';
export { applyVariant } from './shared/apply';
export { runningVariant, type RunningVariant } from './public';
export { deleteExperiment, listExperiments, type ListedExperiment } from './store';
export { liveBlocksOf, promotionOf, showsVariant, type Promotion } from './promotion';
