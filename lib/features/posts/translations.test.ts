import { describe, expect, it } from 'vitest';
import { linkCandidates, postPathsByLanguage, translationIn } from './translations';

const post = (id: number, language: 'en' | 'es', translationGroup: string | null = null) => ({ id, language, translationGroup, slug: `post-${id}` });

describe('translations among a list of posts', () => {
  const posts = [post(1, 'en', 'g1'), post(2, 'es', 'g1'), post(3, 'es'), post(4, 'en'), post(5, 'es', 'g2')];

  it('finds a post’s translation, none for a post alone in its group', () => {
    expect(translationIn(posts, posts[0]!)).toMatchObject({ id: 2 });
    expect(translationIn(posts, posts[1]!)).toMatchObject({ id: 1 });
    expect(translationIn(posts, posts[2]!)).toBeUndefined();
    expect(translationIn(posts, posts[4]!)).toBeUndefined();
  });

  it('offers only posts of the other language that have no translation', () => {
    expect(linkCandidates(posts, posts[3]!).map((p) => p.id)).toEqual([3, 5]);
    expect(linkCandidates(posts, posts[2]!).map((p) => p.id)).toEqual([4]);
  });

  it('names a post’s page in each language it exists in', () => {
    expect(postPathsByLanguage({ slug: 'a', language: 'en' }, { slug: 'b', language: 'es' })).toEqual({ en: '/blog/a', es: '/blog/b' });
    expect(postPathsByLanguage({ slug: 'a', language: 'es' }, null)).toEqual({ es: '/blog/a' });
  });
});
