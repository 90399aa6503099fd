'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface DemoDialogLabels {
  title: string;
  description: string;
  close: string;
}

interface DemoDialogContextValue {
  open: () => void;
  /** Starts loading the dialog's code (on hover or focus of a demo button). */
  preload: () => void;
}

const DemoDialogContext = createContext<DemoDialogContextValue | null>(null);

const loadDialog = () => import('./DemoDialog.client');
// The dialog's code is fetched when a visitor first reaches for a demo button, not with the page.
const DemoDialog = dynamic(() => loadDialog().then((module) => module.DemoDialog), { ssr: false });

export function DemoDialogProvider({ labels, children }: { labels: DemoDialogLabels; children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  // The dialog has no Radix trigger of its own: focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);

  const openDialog = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequested(true);
    setOpen(true);
  }, []);
  const restoreFocus = useCallback(() => opener.current?.focus(), []);
  const preload = useCallback(() => void loadDialog(), []);
  const value = useMemo(() => ({ open: openDialog, preload }), [openDialog, preload]);

  return (
    <DemoDialogContext.Provider value={value}>
      {children}
      {requested && <DemoDialog open={open} onOpenChange={setOpen} onClosed={restoreFocus} labels={labels} />}
    </DemoDialogContext.Provider>
  );
}

export function useDemoDialog(): DemoDialogContextValue | null {
  return useContext(DemoDialogContext);
}
