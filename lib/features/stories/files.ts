import type { Story } from './shared/types';

/** A story's fields that hold an uploaded file's address (`/uploads/…`): deleted once no row names them. */
export const STORY_FILES = ['logo', 'cover'] as const satisfies readonly (keyof Story)[];
