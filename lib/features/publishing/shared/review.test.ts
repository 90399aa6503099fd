import { describe, expect, it } from 'vitest';
import { editPathOf, reviewEventOf } from './review';
import { statusChoices } from './workflow';

describe('the status choices an editor offers', () => {
  it('offers an author Draft and In review only, on every kind that shares the workflow', () => {
    expect(statusChoices('author')).toEqual(['draft', 'review']);
    expect(statusChoices('author', 'review')).toEqual(['draft', 'review']);
  });

  it('offers editors and admins every state', () => {
    for (const role of ['editor', 'admin'] as const) expect(statusChoices(role, 'draft')).toEqual(['draft', 'review', 'scheduled', 'published']);
  });

  it('keeps an entry’s own state listed when the role could not choose it', () => {
    expect(statusChoices('author', 'scheduled')).toEqual(['draft', 'review', 'scheduled']);
  });
});

describe('the review move a save makes', () => {
  it('is a transition only: entering review, publishing, or going back to draft from review with a note', () => {
    expect(reviewEventOf(null, 'review')).toBe('submitted');
    expect(reviewEventOf('draft', 'review')).toBe('submitted');
    expect(reviewEventOf('review', 'review')).toBeNull();
    expect(reviewEventOf('review', 'published')).toBe('published');
    expect(reviewEventOf('published', 'published')).toBeNull();
    expect(reviewEventOf('review', 'draft', 'Shorter, please.')).toBe('sent-back');
    expect(reviewEventOf('review', 'draft')).toBeNull();
    expect(reviewEventOf('draft', 'draft', 'note')).toBeNull();
  });

  it('names each kind’s edit page', () => {
    expect(editPathOf('story', 4)).toBe('/manage/customers/4');
    expect(editPathOf('page', 9)).toBe('/manage/pages/9');
  });
});
