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

/**
 * The moving track of the Industry Insights carousel, with a pause button (WCAG 2.2.2). The cards
 * are server-rendered children, once: the page stays small, and the copy the loop needs is added
 * here. CSS does the scrolling (only once the copy is there, so never without the pause button),
 * pausing on hover and focus, and shows a static, scrollable list under reduced motion.
 */
export function InsightsMarquee({
  labels,
  children,
}: {
  labels: { pause: string; play: string };
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  const [looping, setLooping] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = root.current?.querySelector<HTMLElement>('.insights-track');
    if (!track) return;
    const undo = appendLoopCopy(track);
    setLooping(true);
    return () => {
      undo();
      setLooping(false);
    };
  }, []);
  return (
    <div
      ref={root}
      className="insights-marquee relative"
      data-paused={paused ? '' : undefined}
      data-looping={looping ? '' : undefined}
    >
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
