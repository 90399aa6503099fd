import { describe, expect, it } from 'vitest';
import { AUTOSAVE_RATE, MAX_BODY_CHARS, maxDrafts, SAVE_RATE } from './quotas';

describe('editorial quotas', () => {
  it('lets an author keep 50 unpublished posts, and an editor or admin a team’s backlog', () => {
    expect(maxDrafts('author')).toBe(50);
    expect(maxDrafts('editor')).toBe(500);
    expect(maxDrafts('admin')).toBe(500);
    expect(maxDrafts('user')).toBe(50);
  });

  it('bounds what one account can store in a minute: the issue measured 50 MB from 200 kB autosaves', () => {
    const perMinute = (AUTOSAVE_RATE.points + SAVE_RATE.points) * MAX_BODY_CHARS * (60 / AUTOSAVE_RATE.durationSeconds);
    expect(perMinute).toBeLessThanOrEqual(10_000_000);
    // A person pausing every 3 s autosaves 20 times a minute: never refused.
    expect(AUTOSAVE_RATE.points / AUTOSAVE_RATE.durationSeconds).toBeGreaterThanOrEqual(20 / 60);
  });
});
