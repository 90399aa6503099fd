'use client';

import { useEffect, useRef, useState } from 'react';

/** Spec §9: each stat counts up over 1.5 s once at least 80% of it is visible. */
export const COUNT_UP_MS = 1500;
const VISIBLE_RATIO = 0.8;

/**
 * A number that counts up from 0 when it comes into view and resets when it leaves. The server
 * renders the final value (no JavaScript, reduced motion and screen readers get it as is).
 */
export function CountUp({ to, suffix = '' }: { to: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(to);

  useEffect(() => {
    const node = ref.current;
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        cancelAnimationFrame(frame);
        if (entry.intersectionRatio >= VISIBLE_RATIO) {
          const start = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - start) / COUNT_UP_MS);
            setValue(Math.round(to * (1 - (1 - progress) ** 3)));
            if (progress < 1) frame = requestAnimationFrame(tick);
          };
          frame = requestAnimationFrame(tick);
        } else if (!entry.isIntersecting) {
          setValue(0);
        }
      },
      { threshold: [0, VISIBLE_RATIO] },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [to]);

  return (
    <span ref={ref} data-count-up={to}>
      {/* Fixed width and tabular digits: counting never moves the text around it. */}
      <span aria-hidden="true" className="inline-block text-right tabular-nums" style={{ minWidth: `${String(to).length}ch` }}>
        {value}
      </span>
      <span aria-hidden="true">{suffix}</span>
      <span className="sr-only">
        {to}
        {suffix}
      </span>
    </span>
  );
}
