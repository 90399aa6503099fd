/**
 * The content mechanism every published kind shares (posts, customer stories, job openings):
 * workflow states, linked translations, preview links and their share/revoke actions, the
 * publication clock, cached public reads and the loader of an entry's public page.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared).
 */
import 'server-only';
export { entryPage } from './entry-page';
export type { EntryPageParams, EntryPageSource, LoadedEntry } from './entry-page';
export { publicReads, PUBLIC_REVALIDATE_SECONDS } from './public-cache';
export { createPreviewLinkStore, openPreviewLink, resolvePreviewToken } from './preview-links';
export type { PreviewLink, PreviewLinkStore, PreviewSubject, ResolvedPreview } from './preview-links';
export { deniedShare, failedShare, revokePreviewInput, revokePreviewLink, sharePreviewInput, sharePreviewLink } from './preview-link-actions';
export type { PreviewLinkKind } from './preview-link-actions';
export { createPublicationClock } from './publication-clock';
export type { PublicationClock, Schedule } from './publication-clock';
export { nudgePublicationClock, startPublicationClock, stopPublicationClock } from './publication';
export { linkEntries, unlinkEntries } from './translation-links';
export type { LinkableRow, LinkResult, Translatable, UnlinkResult } from './translation-links';
export { announceReviewMove, sentBackNote, submittedAtOf } from './review';
export { noticeReviewMove, reviewRecipients } from './review-notices';
export type { ReviewAccount, ReviewedEntry, ReviewMove, SentBack } from './review-notices';
export { reviewMail } from './review-mail';
export { REVIEW_QUEUE_LIMIT, reviewQueries } from './review-queries';
export type { InReview, ReviewQueries, ReviewableTable } from './review-queries';
