'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * State for a dialog whose code loads on demand (the mobile menu, the demo dialog): nothing is
 * rendered until it is first opened, `preload` starts fetching its code when a visitor reaches for
 * the opener (pointer or focus), and focus goes back to the opener once it has closed.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  /** Once true, the dialog stays mounted (closed or open): closing keeps its state and animation. */
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  /** Opens the dialog; focus returns to `from` afterwards (default: what has focus now). */
  const show = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setRequested(true);
    setOpen(true);
  }, []);
  const restoreFocus = useCallback(() => opener.current?.focus(), []);
  const preload = useCallback(() => void load(), [load]);

  return { requested, open, setOpen, show, preload, restoreFocus };
}
