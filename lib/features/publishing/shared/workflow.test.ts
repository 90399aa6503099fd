import { describe, expect, it } from 'vitest';
import { mayEditEntry as mayEditPost, mayUseStatus, transition } from './workflow';

const now = new Date('2026-11-24T12:00:00Z');

describe('the editorial state machine', () => {
  it('lets authors keep drafts and submit them for review, and nothing more', () => {
    expect(mayUseStatus('author', 'draft')).toBe(true);
    expect(mayUseStatus('author', 'review')).toBe(true);
    expect(mayUseStatus('author', 'scheduled')).toBe(false);
    expect(mayUseStatus('author', 'published')).toBe(false);
    expect(transition('author', null, 'published', null, now)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(transition('user', null, 'draft', null, now)).toEqual({ ok: false, reason: 'not-allowed' });
  });

  it('lets editors and admins use every state', () => {
    for (const role of ['editor', 'admin'] as const) {
      for (const status of ['draft', 'review', 'scheduled', 'published'] as const) expect(mayUseStatus(role, status)).toBe(true);
    }
  });

  it('stamps a first publication now and keeps it when a published post is saved again', () => {
    expect(transition('editor', { status: 'draft', publishedAt: null }, 'published', null, now)).toEqual({
      ok: true,
      status: 'published',
      publishedAt: now.toISOString(),
    });
    const first = '2026-01-02T08:00:00.000Z';
    expect(transition('editor', { status: 'published', publishedAt: first }, 'published', null, now)).toMatchObject({ publishedAt: first });
  });

  it('schedules only in the future, in UTC', () => {
    expect(transition('editor', null, 'scheduled', null, now)).toEqual({ ok: false, reason: 'schedule-missing' });
    expect(transition('editor', null, 'scheduled', 'not a date', now)).toEqual({ ok: false, reason: 'schedule-missing' });
    expect(transition('editor', null, 'scheduled', '2026-11-24T11:59:59Z', now)).toEqual({ ok: false, reason: 'schedule-in-past' });
    expect(transition('editor', null, 'scheduled', '2026-11-24T14:30:00+01:00', now)).toEqual({
      ok: true,
      status: 'scheduled',
      publishedAt: '2026-11-24T13:30:00.000Z',
    });
  });

  it('unpublishing clears the publication instant', () => {
    expect(transition('admin', { status: 'published', publishedAt: now.toISOString() }, 'draft', null, now)).toEqual({ ok: true, status: 'draft', publishedAt: null });
  });

  it('lets an author edit only their own drafts and posts in review', () => {
    const author = { id: 7, role: 'author' as const };
    expect(mayEditPost(author, null)).toBe(true);
    expect(mayEditPost(author, { ownerId: 7, status: 'draft' })).toBe(true);
    expect(mayEditPost(author, { ownerId: 7, status: 'review' })).toBe(true);
    expect(mayEditPost(author, { ownerId: 7, status: 'published' })).toBe(false);
    expect(mayEditPost(author, { ownerId: 8, status: 'draft' })).toBe(false);
    expect(mayEditPost({ id: 1, role: 'editor' }, { ownerId: 8, status: 'published' })).toBe(true);
    expect(mayEditPost({ id: 1, role: 'user' }, null)).toBe(false);
  });
});
