'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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

  const openDialog = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const preload = useCallback(() => void loadDialog(), []);
  const value = useMemo(() => ({ open: openDialog, preload }), [openDialog, preload]);

  return (
    <DemoDialogContext.Provider value={value}>
      {children}
      {requested && <DemoDialog open={open} onOpenChange={setOpen} labels={labels} />}
    </DemoDialogContext.Provider>
  );
}

export function useDemoDialog(): DemoDialogContextValue | null {
  return useContext(DemoDialogContext);
}
