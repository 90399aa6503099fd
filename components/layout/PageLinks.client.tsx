'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition } from 'react';
import { isPlainClick, pageDestination } from '@/lib/infra/routing/page-destination';

/** How long the pointer must rest on a link before its page is fetched (a sweep across the page fetches nothing). */
const HOVER_INTENT_MS = 65;
/**
 * How long a page counts as fetched: hovering it again within this time asks for nothing. After
 * it, the router is asked again (it answers from its own cache while that is fresh, and refetches
 * once it expired, so a long visit still gets instant pages).
 */
const FRESH_MS = 30_000;

/** The link an event happened on, if it leads to a page of the app. */
function linkOf(event: Event): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = pageDestination({ href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }, location.href);
  return url && { anchor, url };
}

/** The attribute a clicked link carries until its page is shown (CSS shows `.link-pending` inside it). */
const PENDING = 'data-pending';

/**
 * Links to this site's pages are plain `<a>` elements (lib/infra/routing/navigation.ts): nothing per link for
 * React to hydrate. This one component, with a few listeners on the whole document, gives them
 * what the router's own link would:
 * - a click (main button, no modifier key, not already handled) navigates in the app instead of
 *   reloading the page;
 * - a page is prefetched when a visitor shows intent to open it: the pointer rests on its link, a
 *   finger touches it, or it gets keyboard focus. Nothing is fetched just because a link scrolled
 *   into view;
 * - the clicked link carries `data-pending` until the new page is shown (the blog's page and
 *   category links show 'Loading posts…' then).
 */
export function PageLinks() {
  const router = useRouter();
  usePrefetchOnIntent(router);
  useInAppClicks(router);
  return null;
}

type Router = ReturnType<typeof useRouter>;

/** Prefetches a link's page when the pointer rests on it, a finger touches it or it gets focus. */
function usePrefetchOnIntent(router: Router) {
  useEffect(() => {
    /** When each page was last prefetched (performance.now()). */
    const fetchedAt = new Map<string, number>();
    const fresh = (page: string) => performance.now() - (fetchedAt.get(page) ?? -Infinity) < FRESH_MS;
    let timer: number | undefined;

    /** The page worth prefetching for this event's link: not the one being read, not one just fetched. */
    const prefetchable = (event: Event): string | null => {
      const url = linkOf(event)?.url;
      if (!url) return null;
      const page = url.pathname + url.search;
      return page === location.pathname + location.search || fresh(page) ? null : page;
    };
    const prefetch = (page: string) => {
      fetchedAt.set(page, performance.now());
      router.prefetch(page);
    };

    const onPointerOver = (event: PointerEvent) => {
      window.clearTimeout(timer);
      const page = prefetchable(event);
      if (page) timer = window.setTimeout(() => prefetch(page), event.pointerType === 'mouse' ? HOVER_INTENT_MS : 0);
    };
    const onIntent = (event: Event) => {
      const page = prefetchable(event);
      if (page) prefetch(page);
    };

    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
}

/** Plain clicks on the site's links navigate in the app; the clicked link is marked until its page shows. */
function useInAppClicks(router: Router) {
  const [navigating, startNavigation] = useTransition();
  const pendingLink = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (navigating) return;
    pendingLink.current?.removeAttribute(PENDING);
    pendingLink.current = null;
  }, [navigating]);
  useEffect(() => {
    // On window, so it runs after React's handlers (on the document): a link whose own onClick
    // prevented the default (the demo link opening its dialog) is left alone.
    const onClick = (event: MouseEvent) => {
      const link = isPlainClick(event) && linkOf(event);
      if (!link) return;
      event.preventDefault();
      pendingLink.current?.removeAttribute(PENDING);
      pendingLink.current = link.anchor;
      link.anchor.setAttribute(PENDING, '');
      startNavigation(() => router.push(link.url.pathname + link.url.search + link.url.hash));
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
}
