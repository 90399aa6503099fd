/** The link the address belongs to: the longest section prefix (`/manage/customers/5` → stories); posts' editors → the dashboard. */
export function currentHref(pathname: string, hrefs: readonly string[]): string | null {
  const path = pathname.startsWith('/manage/posts') ? '/manage' : pathname;
  const matches = hrefs.filter((href) => path === href || (href !== '/manage' && path.startsWith(`${href}/`)));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
