import 'server-only';
import { renderPostBody } from '@/lib/features/posts';
import type { Story } from './shared/types';

/** The story's three sections as safe HTML, through the blog's renderer and sanitizer. */
export async function renderStoryBodies(story: Pick<Story, 'challenge' | 'solution' | 'outcome'>) {
  const [challenge, solution, outcome] = await Promise.all([renderPostBody(story.challenge), renderPostBody(story.solution), renderPostBody(story.outcome)]);
  return { challenge, solution, outcome };
}
