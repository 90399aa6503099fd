'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/infra/routing/use-pathname';
import { publicPathname } from '@/lib/infra/routing/internal-routes';
import { DemoLink } from '@/components/demo/DemoLink.client';
import type { MobileMenuLabels } from './MobileMenu.client';
import { NavAnchor } from './NavAnchor';
import type { NavEntry } from './nav-model';

/**
 * The small-screen menu's modal dialog (focus stays inside, Escape closes) with every entry plus
 * Home. Loaded when a visitor first reaches for the menu button (MobileMenu.client.tsx).
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  onClosed,
  entries,
  labels,
  localeSwitcher,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called instead of Radix's own focus return (the button lives outside the dialog's code). */
  onClosed: () => void;
  entries: NavEntry[];
  labels: MobileMenuLabels;
  localeSwitcher: ReactNode;
}) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm animate-slide-in-right flex-col overflow-y-auto bg-white shadow-pop focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 px-4">
            <Dialog.Title className="text-lg font-bold text-ink-900">{labels.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50"
              aria-label={labels.close}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <MobileNavList entries={entries} label={labels.nav} onNavigate={close} />
          <div className="space-y-4 border-t border-ink-100 p-4">
            {localeSwitcher}
            <DemoLink className="btn btn-primary w-full" onOpen={close}>
              {labels.cta}
            </DemoLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Every entry of the header, menus as headed groups; the current page is marked. */
function MobileNavList({ entries, label, onNavigate }: { entries: NavEntry[]; label: string; onNavigate: () => void }) {
  const locale = useLocale();
  const pathname = publicPathname(usePathname());
  const item = (href: string, text: string) => (
    <li key={href + text}>
      <NavAnchor
        locale={locale}
        href={href}
        onClick={onNavigate}
        aria-current={href === pathname ? 'page' : undefined}
        className="block rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 hover:bg-ink-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
      >
        {text}
      </NavAnchor>
    </li>
  );
  return (
    <nav aria-label={label} className="flex-1 px-3 py-4">
      <ul className="space-y-1">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            item(entry.href, entry.label)
          ) : (
            <li key={entry.id} className="pt-3">
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{entry.label}</p>
              {entry.groups.map((group, index) => (
                <div key={group.label ?? index}>
                  {group.label && <p className="px-3 pt-2 text-sm font-semibold text-ink-700">{group.label}</p>}
                  <ul>{group.links.map((link) => item(link.href, link.label))}</ul>
                </div>
              ))}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
