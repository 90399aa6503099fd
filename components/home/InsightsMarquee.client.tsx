'use client';

import { useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/**
 * The moving track of the Industry Insights carousel, with a pause button (WCAG 2.2.2). The cards
 * are server-rendered children; CSS does the scrolling, pausing on hover and focus, and shows a
 * static, scrollable list under reduced motion.
 */
export function InsightsMarquee({
  labels,
  children,
}: {
  labels: { pause: string; play: string };
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="insights-marquee relative" data-paused={paused ? '' : undefined}>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          className="insights-toggle btn btn-secondary min-h-10 px-4"
        >
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
          {paused ? labels.play : labels.pause}
        </button>
      </div>
      {children}
    </div>
  );
}
