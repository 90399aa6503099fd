import { describe, expect, it } from 'vitest';
import { currentHref } from './admin-nav-current';

const hrefs = ['/manage', '/manage/review', '/manage/customers', '/manage/leads'];

describe('the admin navigation’s current link', () => {
  it('is the section the address belongs to, its sub-pages included', () => {
    expect(currentHref('/manage/review', hrefs)).toBe('/manage/review');
    expect(currentHref('/manage/customers/12', hrefs)).toBe('/manage/customers');
    expect(currentHref('/manage', hrefs)).toBe('/manage');
  });

  it('is the dashboard for a post’s editor (the posts are listed there), and none elsewhere', () => {
    expect(currentHref('/manage/posts/3', hrefs)).toBe('/manage');
    expect(currentHref('/manage/people', hrefs)).toBeNull();
    expect(currentHref('/manage/customersx', hrefs)).toBeNull();
  });
});
