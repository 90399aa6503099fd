import { routing } from '@/lib/infra/routing/routing';

/** A page of this site: under a locale, not a file (feed.xml), not an API route or an upload. */
const PAGE_PATH = new RegExp(`^/(${routing.locales.join('|')})(/[^.]*)?$`);

/** What decides where a link goes: its address and how it asks to be opened. */
export interface LinkTarget {
  /** The link's address as written (relative ones are resolved against the page being read). */
  href: string;
  /** Its `target` attribute ('' when absent). */
  target: string;
  /** Whether it has a `download` attribute. */
  download: boolean;
}

/**
 * Where a link takes a visitor inside the app, or null when the browser should follow it itself:
 * another site, a new tab or a download, a file or API route, or a jump within the page being read
 * (`here`, the current address).
 */
export function pageDestination(link: LinkTarget, here: string): URL | null {
  if ((link.target && link.target !== '_self') || link.download) return null;
  const current = new URL(here);
  const url = new URL(link.href, current);
  if (url.origin !== current.origin || !PAGE_PATH.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/** What of a click decides whether the page may take it over. */
export interface ClickState {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A click the page may handle itself: the main button, no modifier key (those ask the browser for
 * a new tab, window or download), and not already handled by another listener.
 */
export function isPlainClick(event: ClickState): boolean {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
