import { describe, expect, it } from 'vitest';
import { accessTo, roleSummary } from './role-summary';

describe('role descriptions', () => {
  it('follow the permission table for every kind of content', () => {
    expect(roleSummary('admin')).toEqual([
      { access: 'publish', areas: ['posts', 'stories', 'openings', 'pages'] },
      { access: 'manage', areas: ['resources', 'integrations', 'media', 'settings', 'leads', 'newsletter', 'analytics', 'people'] },
    ]);
    expect(roleSummary('editor')).toEqual([
      { access: 'publish', areas: ['posts', 'stories', 'openings', 'pages'] },
      { access: 'manage', areas: ['resources', 'integrations', 'media', 'settings'] },
      { access: 'none', areas: ['leads', 'newsletter', 'analytics', 'people'] },
    ]);
    expect(roleSummary('author')).toEqual([
      { access: 'drafts', areas: ['posts', 'stories', 'openings', 'pages'] },
      { access: 'none', areas: ['resources', 'integrations', 'media', 'settings', 'leads', 'newsletter', 'analytics', 'people'] },
    ]);
    expect(accessTo('user', 'posts')).toBe('none');
  });
});
