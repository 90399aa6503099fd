'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ANALYTICS_SCRIPT_ORIGIN } from '@/lib/infra/security/headers.mjs';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The longest a page view waits for the new page's title (its metadata streams in after it). */
const TITLE_WAIT_MS = 1500;

/**
 * Calls `send` once the document has a title other than `previous` (the last page's), or after
 * TITLE_WAIT_MS with whatever title it has.
 */
function whenTitleChanges(previous: string | null, send: () => void): () => void {
  const settled = () => document.title !== '' && document.title !== previous;
  if (settled()) {
    send();
    return () => {};
  }
  const finish = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    send();
  };
  const observer = new MutationObserver(() => settled() && finish());
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(finish, TITLE_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * GA4, loaded only after consent. Page views are sent by hand on every route change (with path
 * and title), since client-side navigations do not reload gtag.
 */
export function Analytics({ id }: { id: string }) {
  const pathname = usePathname();
  const lastTitle = useRef<string | null>(null);

  useEffect(() => {
    if (window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js only understands the `arguments` object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }, [id]);

  useEffect(
    () =>
      whenTitleChanges(lastTitle.current, () => {
        lastTitle.current = document.title;
        window.gtag?.('event', 'page_view', {
          // The address the visitor sees (the router may name the internal route of a Spanish address).
          page_path: window.location.pathname,
          page_location: window.location.href,
          page_title: document.title,
        });
      }),
    [pathname],
  );

  return null;
}
