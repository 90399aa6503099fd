/**
 * The page builder's blocks: one schema per block type, the list a page is made of, a new block's
 * defaults, the editor's description of each block's fields and the data blocks need resolved.
 * Browser-safe (zod only): the editor validates with the same schemas the server enforces.
 */
export { BLOCK_TYPES, blockSchemas, CURRENCIES, FEATURE_ICONS, FORM_KINDS, HERO_ILLUSTRATIONS, MAX_BLOCKS, pageBlock, pageBlocks, RICH_TEXT_MAX, SITE_SECTIONS, STORY_TAGS } from './schemas';
export type { BlockOf, BlockType, FormKind, HeroIllustration, PageBlock, SiteSection, StoryTag } from './schemas';
export { defaultBlock } from './defaults';
export { BLOCK_ERRORS, isIsoDate, isMediaPath, isSafeHref } from './fields';
export type { BlockErrorCode, FieldKind, MediaKind } from './fields';
/** The field builders, for other content edited with the same generated form (the site's navigation). */
export * as blockFields from './fields';
export { describeBlock, describeObject } from './describe';
export type { BlockDescription, FieldDescription } from './describe';
export { blockReferences, EMPTY_BLOCK_DATA, loadBlockData } from './data';
export type { BlockData, BlockDataSource, FormSlot, IntegrationCard, StoryCard } from './data';
export { SAMPLE_UPLOAD, sampleBlocks } from './samples';
