import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostInput } from './shared/types';

const updateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, updateTag }));
vi.mock('@/lib/infra/clients/legacy-platform', () => ({ platformFromEnv: () => null }));
vi.mock('./db-store', () => ({
  createDbPostStore: () => ({
    create: async (input: PostInput) => ({ ...input, id: 7, version: 1, translationGroup: null }) as unknown as Post,
    update: async (id: number, input: PostInput) => ({ ...input, id, version: 2, translationGroup: null }) as unknown as Post,
    link: async () => ({ ok: true, translationGroup: 3 }),
    byId: async (id: number) => ({ id, version: 5 }) as unknown as Post,
  }),
}));
const recorded = vi.hoisted(() => vi.fn());
vi.mock('@/lib/infra/db', () => ({ getDatabase: async () => ({}) }));
vi.mock('./translation-status', async (original) => ({ ...(await original<object>()), recordTranslationSource: recorded }));

const { createPost, updatePost } = await import('./repository');

const input = (status: Post['status']) => ({ title: 'A post', status }) as unknown as PostInput;

describe('createPost: which new posts expire the public cache', () => {
  beforeEach(() => updateTag.mockClear());

  it('a draft or a post in review is on no public page: nothing is expired (no refresh of the admin’s page either)', async () => {
    await createPost(input('draft'));
    await createPost(input('review'), { translationOf: 4 });
    expect(updateTag).not.toHaveBeenCalled();
    // The translation records the version of the post it was translated from.
    expect(recorded).toHaveBeenCalledWith({}, { postId: 7, sourceId: 4, sourceVersion: 5 });
  });

  it('a published or scheduled post expires the posts tag', async () => {
    await createPost(input('published'));
    await createPost(input('scheduled'));
    expect(updateTag).toHaveBeenCalledTimes(2);
    expect(updateTag).toHaveBeenCalledWith('posts');
  });
});

describe('updatePost: the posts tag expires unless the caller knows the post stays off the public pages', () => {
  beforeEach(() => updateTag.mockClear());

  it('an autosave of a draft expires nothing; any other update does', async () => {
    await updatePost(7, input('draft'), undefined, { offPublicPages: true });
    expect(updateTag).not.toHaveBeenCalled();
    // A save may take a post off the public pages (published → draft): its old page must go.
    await updatePost(7, input('draft'));
    expect(updateTag).toHaveBeenCalledWith('posts');
  });
});
