'use client';

import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect, useRef } from 'react';
import { VITAL_RANGES, type VitalName } from '@/lib/features/analytics/shared/events';
import { currentPage, enqueue } from './track.client';

type Metric = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

/** The page the document was loaded for: its Web Vitals belong to it, whatever the visitor did next. */
const documentPage = () => {
  const entry = performance.getEntriesByType('navigation')[0];
  try {
    const url = new URL(entry?.name ?? location.href);
    return (url.pathname + url.search).slice(0, 300);
  } catch {
    return currentPage();
  }
};

function reportVital(metric: Metric) {
  const name = metric.name as VitalName;
  if (!(name in VITAL_RANGES) || !(metric.value >= 0 && metric.value <= VITAL_RANGES[name])) return;
  enqueue({ k: 'vital', n: name, u: documentPage(), v: Math.round(metric.value * 1000) / 1000 });
}

/**
 * A page view on load and on every in-app navigation (with the referrer for the first only: later
 * ones come from this site), and the field Web Vitals LCP, INP, CLS and TTFB.
 */
export function Collector() {
  const pathname = usePathname();
  const first = useRef(true);
  useReportWebVitals(reportVital);
  useEffect(() => {
    const referrer = first.current ? document.referrer.slice(0, 300) : '';
    first.current = false;
    enqueue({ k: 'pageview', u: currentPage(), w: window.innerWidth, ...(referrer ? { r: referrer } : {}) });
  }, [pathname]);
  return null;
}
