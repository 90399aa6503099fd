/**
 * The review queue across every kind of published content, and the reviewer's moves on it (send back with a note, preview).
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { countInReview, reviewQueue } from './queue';
export type { QueueItem } from './queue';
