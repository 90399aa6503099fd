'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITAL_RANGES, type VitalName } from '@/lib/features/analytics/shared/events';
import { currentPage, enqueue } from './track.client';

/** The page the document was loaded for: its Web Vitals belong to it, whatever the visitor did next. */
function documentPage(): string {
  try {
    const url = new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href);
    return (url.pathname + url.search).slice(0, 300);
  } catch {
    return currentPage();
  }
}

function reportVital(metric: Metric) {
  const name = metric.name as VitalName;
  if (!(name in VITAL_RANGES) || !(metric.value >= 0 && metric.value <= VITAL_RANGES[name])) return;
  enqueue({ k: 'vital', n: name, u: documentPage(), v: Math.round(metric.value * 1000) / 1000 });
}

let observing = false;

/**
 * A page view on load and on every in-app navigation (with the referrer for the first only: later
 * ones come from this site), and the field Web Vitals LCP, INP, CLS and TTFB of the document (the
 * `web-vitals` library: 2.3 kB gzipped for these four, against 3.6 kB for Next.js's copy of all of it).
 */
export function Collector() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (observing) return;
    observing = true;
    // Reported when final: LCP at the first input or when the page is hidden, CLS and INP when hidden.
    for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(reportVital);
  }, []);
  useEffect(() => {
    const referrer = first.current ? document.referrer.slice(0, 300) : '';
    first.current = false;
    enqueue({ k: 'pageview', u: currentPage(), w: window.innerWidth, ...(referrer ? { r: referrer } : {}) });
  }, [pathname]);
  return null;
}
