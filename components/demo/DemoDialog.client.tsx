'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { DemoForm } from '@/components/forms/DemoForm.client';
import { useTrackOnMount } from '@/components/analytics/track.client';
import type { DemoDialogLabels } from './DemoDialogProvider.client';

/**
 * The "book a 15-min demo" dialog with the demo request form. Its code (form, validation, country
 * names) is fetched when a visitor first reaches for a demo button. Closing it unmounts the form,
 * which resets fields, success and error.
 */
export function DemoDialog({
  open,
  onOpenChange,
  onClosed,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called instead of Radix's own focus return (there is no Dialog.Trigger). */
  onClosed: () => void;
  labels: DemoDialogLabels;
}) {
  const locale = useLocale();
  // Counted each time the dialog is shown (it stays mounted, closed, between openings).
  useTrackOnMount('demo_opened', open);
  // A link in the dialog (the slot list after a request, the privacy policy) goes to its page in
  // the app (components/layout/PageLinks.client.tsx): the dialog closes rather than cover it.
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-950/50" />
        <Dialog.Content
          // The form's first field (not the close button, nor the honeypot out of the tab order) is where a visitor starts.
          onOpenAutoFocus={(event) => {
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('form :is(input, select):not([type="hidden"], [tabindex="-1"])');
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-card bg-white p-5 shadow-pop focus:outline-none sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-balance text-ink-900 sm:text-2xl">{labels.title}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-50 hover:text-ink-900">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{labels.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 mb-6 text-ink-600">{labels.description}</Dialog.Description>
          <DemoForm
            locale={locale}
            idPrefix="demo-dialog"
            done={(emphasis) => <Dialog.Close className={`btn btn-${emphasis}`}>{labels.close}</Dialog.Close>}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
