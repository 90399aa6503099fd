'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How long the pointer must rest on a link before its page is fetched (a sweep across the page fetches nothing). */
const HOVER_INTENT_MS = 65;
/**
 * How long a page counts as fetched: hovering it again within this time asks for nothing. After
 * it, the router is asked again (it answers from its own cache while that is fresh, and refetches
 * once it expired, so a long visit still gets instant pages).
 */
const FRESH_MS = 30_000;

/**
 * Prefetches a page of this site when a visitor shows intent to open it: the pointer rests on a
 * link, a finger touches it, or it gets keyboard focus. One listener for the whole document;
 * links themselves do not prefetch (i18n/navigation.ts), so nothing is fetched just because a
 * link scrolled into view.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    /** When each page was last prefetched (performance.now()). */
    const fetchedAt = new Map<string, number>();
    const fresh = (page: string) => performance.now() - (fetchedAt.get(page) ?? -Infinity) < FRESH_MS;
    let timer: number | undefined;

    const target = (event: Event): string | null => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return null;
      const page = url.pathname + url.search;
      return page === location.pathname + location.search || fresh(page) ? null : page;
    };
    const prefetch = (page: string) => {
      fetchedAt.set(page, performance.now());
      router.prefetch(page);
    };

    const onPointerOver = (event: PointerEvent) => {
      window.clearTimeout(timer);
      const page = target(event);
      if (page) timer = window.setTimeout(() => prefetch(page), event.pointerType === 'mouse' ? HOVER_INTENT_MS : 0);
    };
    const onIntent = (event: Event) => {
      const page = target(event);
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
  return null;
}
