/** The header's navigation, translated on the server and handed to the client menus as plain data. */
export interface NavLinkItem {
  /** Path after the locale: `/about`, `/` for home. */
  href: string;
  label: string;
  description?: string;
}

export interface NavGroup {
  label?: string;
  links: NavLinkItem[];
}

export type NavEntry =
  | { kind: 'menu'; id: string; label: string; groups: NavGroup[] }
  | ({ kind: 'link' } & NavLinkItem);

/** A link is current when its path is the page's path; a menu when one of its links is. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === pathname || (href !== '/' && pathname.startsWith(`${href}/`));
}

export function menuContainsCurrent(entry: NavEntry, pathname: string): boolean {
  return entry.kind === 'menu'
    ? entry.groups.some((group) => group.links.some((link) => isCurrent(link.href, pathname)))
    : isCurrent(entry.href, pathname);
}

/** A link to another site (an editor's https address): opened apart, without telling it where the visitor came from. */
export const isExternalHref = (href: string) => href.startsWith('https://');
