/**
 * The resource library: guides, reports, templates and checklists with their PDFs, gated behind a
 * lead form (a `resource` lead, a download link valid for seven days, mailed) or open, counted per
 * download. The feature's door: other features and the app's server code import from here only
 * (browser code imports ./shared and ./actions).
 */
import 'server-only';
export { resourceFilePath, resourceLinkProblemPath, resourcePath, resourcePathsByLanguage } from './paths';
export { adminResources, getAllPublishedResources, getPublishedResource, getResourceTranslation, listResources, resourceStore } from './repository';
export { recordResourceDownload } from './downloads';
export { seedSampleResources } from './seed';
