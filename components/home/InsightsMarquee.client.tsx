'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/** Marks the cards the marquee adds, so they are found (and removed) again. */
const COPY_ATTRIBUTE = 'data-loop-copy';

/**
 * Appends a hidden copy of every card to the track, which makes the loop seamless: assistive
 * technology, the keyboard and the pointer never reach the copy. Returns the undo.
 */
export function appendLoopCopy(track: HTMLElement): () => void {
  const copies = [...track.children].filter((card) => !card.hasAttribute(COPY_ATTRIBUTE)).map((card) => {
    const copy = card.cloneNode(true) as HTMLElement;
    copy.setAttribute(COPY_ATTRIBUTE, '');
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    for (const labelled of copy.querySelectorAll('[role="img"]')) {
      labelled.removeAttribute('role');
      labelled.removeAttribute('aria-label');
    }
    for (const link of copy.querySelectorAll('a')) link.tabIndex = -1;
    return copy;
  });
  track.append(...copies);
  return () => copies.forEach((copy) => copy.remove());
}

/** How far below the viewport the carousel starts looping: early enough to be moving when seen. */
const START_MARGIN = '300px 0px';

/**
 * The moving track of the Industry Insights carousel, with a pause button (WCAG 2.2.2). The cards
 * are server-rendered children, once: the page stays small, and the copy the loop needs is added
 * here, when the carousel nears the viewport, so that cloning it stays out of the page's load.
 * CSS does the scrolling (only once the copy is there, so never without the pause button),
 * pausing on hover and focus, and shows a static, scrollable list under reduced motion.
 * `data-looping` is set on the element directly: starting the loop renders nothing again.
 */
export function InsightsMarquee({
  labels,
  children,
}: {
  labels: { pause: string; play: string };
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const marquee = root.current;
    const track = marquee?.querySelector<HTMLElement>('.insights-track');
    if (!marquee || !track) return;
    let undo: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries, self) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        self.disconnect();
        undo = appendLoopCopy(track);
        marquee.setAttribute('data-looping', '');
      },
      { rootMargin: START_MARGIN },
    );
    observer.observe(marquee);
    return () => {
      observer.disconnect();
      undo?.();
      marquee.removeAttribute('data-looping');
    };
  }, []);
  return (
    <div ref={root} className="insights-marquee relative" data-paused={paused ? '' : undefined}>
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
