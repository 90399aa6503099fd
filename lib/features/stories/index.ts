/**
 * Customer stories: the hub, the story pages, the home strip and the solution pages' proof, edited
 * in the admin area through the content mechanism every published kind shares (lib/features/publishing).
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { storyPath, storyPathsByLanguage } from './paths';
export { adminStories, featuredStory, getAllPublishedStories, getPublishedStory, getStoryTranslation, listStories } from './repository';
export { storySchedule } from './schedule';
export { publishedStoryPaths } from './address-changes';
export { storyPreviewLinks } from './preview-links';
export { seedSampleStories } from './seed';
export { renderStoryBodies } from './render';
export { parseStoryQuery } from './shared/story-query';
export { STORY_WORDS, wordsOf, type StoryTranslationStatus } from './translation-status';
export { storyReview } from './review';
