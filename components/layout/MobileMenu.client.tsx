'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog.client';
import type { NavEntry } from './nav-model';

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
  nav: string;
  cta: string;
}

const loadDialog = () => import('./MobileMenuDialog.client');
// The dialog (and its dialog library) is fetched when a visitor first reaches for the button, not
// with every page: the button is all a page needs to show.
const MobileMenuDialog = dynamic(() => loadDialog().then((module) => module.MobileMenuDialog), { ssr: false });

/** The small-screen menu button; opens the menu dialog (MobileMenuDialog.client.tsx). */
export function MobileMenu({
  entries,
  labels,
  localeSwitcher,
}: {
  entries: NavEntry[];
  labels: MobileMenuLabels;
  localeSwitcher: ReactNode;
}) {
  const { requested, open, setOpen, show, preload, restoreFocus } = useLazyDialog(loadDialog);

  return (
    <>
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-50 xl:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preload}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => show(event.currentTarget)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {requested && (
        <MobileMenuDialog
          open={open}
          onOpenChange={setOpen}
          onClosed={restoreFocus}
          entries={entries}
          labels={labels}
          localeSwitcher={localeSwitcher}
        />
      )}
    </>
  );
}
