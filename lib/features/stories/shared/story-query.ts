/** The hub's filters as its address carries them (`?industry=&platform=&solution=`); anything else is "all". */
import { isIndustry, isPlatform, isStorySolution } from './taxonomy';
import type { StoryQuery } from './types';

export { STORY_FILTER_PARAMS } from '@/lib/infra/routing/internal-routes';

export function parseStoryQuery(params: Record<string, string | string[] | undefined>): StoryQuery {
  const one = (name: string) => {
    const value = params[name];
    return typeof value === 'string' ? value : '';
  };
  const query: StoryQuery = {};
  if (isIndustry(one('industry'))) query.industry = one('industry') as StoryQuery['industry'];
  if (isPlatform(one('platform'))) query.platform = one('platform') as StoryQuery['platform'];
  if (isStorySolution(one('solution'))) query.solution = one('solution') as StoryQuery['solution'];
  return query;
}

export const isFilteredStoryQuery = (query: StoryQuery) => Boolean(query.industry || query.platform || query.solution);
