'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

// The collector's code is fetched once the page is idle, never with the page.
const Collector = dynamic(() => import('./Collector.client').then((module) => module.Collector), { ssr: false });

/** The first-party analytics (docs/analytics.md): starts the collector when the browser is idle. */
export function Measure() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return idle ? <Collector /> : null;
}
