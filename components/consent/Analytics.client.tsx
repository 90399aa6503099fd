'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ANALYTICS_SCRIPT_ORIGIN } from '@/lib/security/headers.mjs';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * GA4, loaded only after consent. Page views are sent by hand on every route change (with path
 * and title), since client-side navigations do not reload gtag.
 */
export function Analytics({ id }: { id: string }) {
  const pathname = usePathname();

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

  useEffect(() => {
    window.gtag?.('event', 'page_view', {
      page_path: pathname,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [pathname]);

  return null;
}
