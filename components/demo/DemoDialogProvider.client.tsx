'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog.client';

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
  // The dialog has no Radix trigger of its own: focus goes back to whatever opened it.
  const { requested, open, setOpen, show, preload, restoreFocus } = useLazyDialog(loadDialog);
  const value = useMemo(() => ({ open: () => show(), preload }), [show, preload]);

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
