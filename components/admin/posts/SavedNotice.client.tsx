'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * "Saved" above the editor after a save brought it back here. It takes the focus when it appears,
 * so a screen reader reads it out (a status present from the page's start is not announced), and
 * it is a status region for the same reason; without JavaScript it is simply shown.
 */
export function SavedNotice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} role="status" tabIndex={-1} data-testid="saved-notice" className="mt-4 rounded-lg border border-brand-600/30 bg-brand-50 p-4 text-sm text-brand-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
      <p className="font-bold">{title}</p>
      <p className="mt-1">{text}</p>
      {children}
    </div>
  );
}
