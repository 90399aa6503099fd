/**
 * The media library: every uploaded image and document in one place, with alt texts per language,
 * where each is used, replace and delete (docs/page-builder.md, "Media library"). The feature's door.
 */
import 'server-only';
export { deleteMedia, libraryFiles, mediaAdminPage, mediaDetail, rememberUpload, replaceMedia, saveAltTexts } from './repository';
export type { MediaWithUsage } from './repository';
export type { MediaFilter, MediaItem } from './shared/types';

/** Files a page of the library shows. */
export const MEDIA_PAGE_SIZE = 24;
