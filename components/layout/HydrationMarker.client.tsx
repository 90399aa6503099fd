'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page, so automated checks (and anyone
 * measuring) know the page is interactive without guessing from network activity: Next.js's
 * background prefetches can keep requests open indefinitely.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
