'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { currentPage, enqueue, onHide } from './track.client';
import { createCls, createInp, ttfb, vitalEvents, type Interaction, type Shift } from '@/lib/features/analytics/shared/vitals';

/** Every entry of `type`, those before the collector started included; nothing where the browser lacks it. */
function observe<T>(type: string, take: (entry: T) => unknown, durationThreshold?: number): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => take(entry as T))).observe({ type, buffered: true, durationThreshold } as PerformanceObserverInit);
  } catch {}
}

/**
 * The field Web Vitals of the document (lib/features/analytics/shared/vitals.ts), reported once, when the
 * page is first hidden or left, for the page the document was loaded for (whatever the visitor did
 * next), in the same beacon as the page views.
 */
function measureVitals(): void {
  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const start = navigation?.activationStart ?? 0;
  const cls = createCls();
  const inp = createInp();
  // 0 until a shift, where the browser reports shifts (not where it cannot: Safari, Firefox).
  let clsValue = PerformanceObserver.supportedEntryTypes?.includes('layout-shift') ? 0 : undefined;
  let lcp: number | undefined;
  // The browser stops reporting LCP candidates at the first input: the last one seen is final.
  observe<PerformanceEntry>('largest-contentful-paint', (entry) => (lcp = Math.max(entry.startTime - start, 0)));
  observe<Shift>('layout-shift', (entry) => (clsValue = cls(entry)));
  observe<Interaction>('event', inp.add, 40);
  observe<Interaction>('first-input', inp.add);
  onHide(() => {
    let page = currentPage();
    try {
      const url = new URL(navigation!.name);
      page = (url.pathname + url.search).slice(0, 300);
    } catch {}
    const count = (performance as Performance & { interactionCount?: number }).interactionCount;
    for (const event of vitalEvents(page, { LCP: lcp, INP: inp.value(count), CLS: clsValue, TTFB: ttfb(navigation) })) enqueue(event);
  });
}

let started = false;

/**
 * A page view on load and on every in-app navigation (with the referrer for the first only: later
 * ones come from this site), and the field Web Vitals LCP, INP, CLS and TTFB of the document.
 */
export function Collector() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (started) return;
    started = true;
    measureVitals();
  }, []);
  useEffect(() => {
    const referrer = first.current ? document.referrer.slice(0, 300) : '';
    first.current = false;
    enqueue({ k: 'pageview', u: currentPage(), w: window.innerWidth, ...(referrer ? { r: referrer } : {}) });
  }, [pathname]);
  return null;
}
