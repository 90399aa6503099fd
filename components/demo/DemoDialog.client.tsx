'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@/i18n/navigation';
import { pages } from '@/lib/routing/pages';
import type { DemoDialogLabels } from './DemoDialogProvider.client';

/** The "book a 15-min demo" dialog. The lead-capture form arrives with the lead issue. */
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-card bg-white p-6 shadow-pop focus:outline-none sm:p-8">
          <Dialog.Title className="text-2xl font-bold text-ink-900">{labels.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-600">{labels.description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="btn btn-secondary">{labels.close}</Dialog.Close>
            <Link href={pages.demo.path} className="btn btn-primary" onClick={() => onOpenChange(false)}>
              {labels.title}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
