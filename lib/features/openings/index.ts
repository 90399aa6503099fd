/**
 * Job openings: the careers page's roles and each one's page, edited in the admin area through the
 * content mechanism every published kind shares (lib/features/publishing); an opening leaves the
 * site at its `validThrough` by itself. The feature's door: other features and the app's server
 * code import from here only (browser code imports ./shared and ./actions).
 */
import 'server-only';
export { openingApplyPath, openingApplyPathsByLanguage, openingPath, openingPathsByLanguage } from './paths';
export { adminOpenings, getAllPublishedOpenings, getOpeningTranslation, getPublishedOpening, listOpenings } from './repository';
export { openingPreviewLinks } from './preview-links';
export { openingSchedule } from './schedule';
export { publishedOpeningPaths } from './address-changes';
export { seedSampleOpenings } from './seed';
export { openingReview } from './review';
