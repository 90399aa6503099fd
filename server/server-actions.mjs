// @ts-check
/**
 * The build's server actions, and the largest body each may be posted with. The production server
 * reads the ids from the build's server-reference manifest once at start, so that a post naming no
 * action of this build is refused before its body is read, and one larger than its action takes is
 * refused from its Content-Length. The limits go by the action's exported name; a new action needs
 * a line below (server/server-actions.test.ts fails until it has one, and checks that the actions
 * taking files are the ones with the upload limit).
 */
import { readFileSync } from 'node:fs';
import { MAX_ACTION_BODY_BYTES } from '../lib/infra/http/limits.mjs';

/** The body sizes an action may take. */
export const BODY_LIMITS = {
  /** A form of short fields: sign-in, leads (a 5,000-character message), subscriptions, buttons, admin toggles. */
  form: 64 * 1024,
  /** An editor's form of long texts: a post's body of 100,000 characters (up to 4 bytes each), an opening's lists. */
  text: 2 * 1024 * 1024,
  /** A form with a file (an image of up to 5 MB, a PDF, a redirects CSV) and the rest of its fields. */
  upload: MAX_ACTION_BODY_BYTES,
};

/** @typedef {keyof typeof BODY_LIMITS} BodyLimit */

/** @type {Record<string, BodyLimit>} */
export const ACTION_BODY_LIMITS = {
  // Anyone: lead forms, subscriptions and their mailed links' buttons, bookings, sign-in.
  submitDemoRequest: 'form',
  submitContactMessage: 'form',
  requestResource: 'form',
  // A job application carries its CV (a PDF of up to 5 MB): the upload limit.
  submitApplication: 'upload',
  submitRoiEstimate: 'form',
  bookSlotAction: 'form',
  cancelBookingAction: 'form',
  subscribeToNewsletter: 'form',
  confirmNewsletterAction: 'form',
  unsubscribeFromNewsletterAction: 'form',
  subscribeToTrustChanges: 'form',
  confirmTrustAction: 'form',
  unsubscribeFromTrustChanges: 'form',
  signInAction: 'form',
  signOutAction: 'form',
  joinAction: 'form',
  // Editors' forms of long texts.
  savePostAction: 'text',
  autosavePostAction: 'text',
  previewBodyAction: 'text',
  saveOpeningAction: 'text',
  createSalespersonAction: 'text',
  // A page's blocks (at most 256 kB of JSON: lib/features/pages/content.ts), sent as the action's argument.
  autosavePageAction: 'text',
  updateSalespersonAction: 'text',
  // Editors' forms with a file.
  uploadImageAction: 'upload',
  saveStoryAction: 'upload',
  saveIntegrationAction: 'upload',
  saveResourceAction: 'upload',
  uploadDpaAction: 'upload',
  importRedirectsAction: 'upload',
  uploadPageImageAction: 'upload',
  // The media library (lib/features/media): files, and alt texts of up to 200 characters each.
  uploadMediaAction: 'upload',
  replaceMediaAction: 'upload',
  // Editors' short forms and buttons.
  deletePostAction: 'form',
  // A list's bulk action: at most 200 ids (lib/infra/util/list-query.ts MAX_BULK_IDS).
  bulkPostsAction: 'form',
  bulkLeadsAction: 'form',
  bulkStoriesAction: 'form',
  bulkOpeningsAction: 'form',
  bulkPagesAction: 'form',
  bulkResourcesAction: 'form',
  bulkSubscribersAction: 'form',
  bulkIntegrationsAction: 'form',
  restoreRevisionAction: 'form',
  linkTranslationAction: 'form',
  unlinkTranslationAction: 'form',
  markPostTranslatedAction: 'form',
  sharePreviewAction: 'form',
  revokePreviewAction: 'form',
  deleteStoryAction: 'form',
  unlinkStoryTranslationAction: 'form',
  markStoryTranslatedAction: 'form',
  shareStoryPreviewAction: 'form',
  revokeStoryPreviewAction: 'form',
  deleteIntegrationAction: 'form',
  saveIntegrationCategoryAction: 'form',
  deleteIntegrationCategoryAction: 'form',
  closeOpeningAction: 'form',
  sendBackEntryAction: 'form',
  openPreviewAction: 'form',
  deleteOpeningAction: 'form',
  shareOpeningPreviewAction: 'form',
  revokeOpeningPreviewAction: 'form',
  retryLeadAction: 'form',
  setApplicationStatusAction: 'form',
  deleteApplicationAction: 'form',
  sendDigestAction: 'form',
  // The next digest's texts: two introductions of at most 3,000 characters and short lines.
  saveDigestDraftAction: 'form',
  scheduleDigestAction: 'form',
  cancelDigestScheduleAction: 'form',
  sendDigestTestAction: 'form',
  inviteAction: 'form',
  resendInviteAction: 'form',
  revokeInviteAction: 'form',
  setActiveAction: 'form',
  setRoleAction: 'form',
  saveRedirectAction: 'form',
  removeRedirectAction: 'form',
  saveComplianceItemAction: 'form',
  removeComplianceItemAction: 'form',
  saveSubprocessorAction: 'form',
  removeSubprocessorAction: 'form',
  removeDpaAction: 'form',
  // Site settings: seven short fields (lib/features/site-settings).
  saveSettingsAction: 'form',
  // One language's menus as JSON: at most NAVIGATION_JSON_MAX characters (lib/features/site-settings/shared/navigation.ts).
  saveNavigationAction: 'text',
  // The page editor's moves (lib/features/pages/actions): an id, a version, a slug or an instant.
  createPageAction: 'form',
  submitPageAction: 'form',
  withdrawPageAction: 'form',
  schedulePageAction: 'form',
  publishPageAction: 'form',
  unpublishPageAction: 'form',
  renamePageAction: 'form',
  restorePageAction: 'form',
  markPageTranslatedAction: 'form',
  deletePageAction: 'form',
  sharePagePreviewAction: 'form',
  revokePagePreviewAction: 'form',
  saveMediaAltAction: 'form',
  deleteMediaAction: 'form',
  libraryFilesAction: 'form',
  // Experiments (lib/features/experiments/actions): a new draft's short form, the moves' buttons;
  // the variant editor's save carries up to three variants of a page's blocks (256 kB each) as its argument.
  createExperimentAction: 'form',
  saveExperimentAction: 'text',
  deleteExperimentAction: 'form',
  startExperimentAction: 'form',
  stopExperimentAction: 'form',
  promoteWinnerAction: 'form',
};

/**
 * The build's actions: each id with the largest body it may be posted with.
 * @typedef {Map<string, number>} ServerActions
 */

/**
 * Reads the server-reference manifest (`BUILD_DIR/server/server-reference-manifest.json`, in the
 * build folder and the standalone folder alike).
 * @param {string} manifestPath
 * @returns {{ actions: ServerActions, unlisted: string[] }} `unlisted`: actions without a line above
 *   (they get the `form` limit)
 */
export function loadServerActions(manifestPath) {
  const manifest = /** @type {{ node?: Record<string, { exportedName?: string }> }} */ (JSON.parse(readFileSync(manifestPath, 'utf8')));
  /** @type {ServerActions} */
  const actions = new Map();
  /** @type {string[]} */
  const unlisted = [];
  for (const [id, { exportedName = '' }] of Object.entries(manifest.node ?? {})) {
    const limit = Object.hasOwn(ACTION_BODY_LIMITS, exportedName) ? ACTION_BODY_LIMITS[exportedName] : undefined;
    if (!limit) unlisted.push(exportedName);
    actions.set(id, BODY_LIMITS[limit ?? 'form']);
  }
  return { actions, unlisted };
}
