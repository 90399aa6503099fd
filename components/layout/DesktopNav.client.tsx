'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { publicPathname } from '@/lib/routing/internal-routes';
import { menuContainsCurrent, type NavEntry } from './nav-model';

/** Spec §9: a dropdown closes 200 ms after the pointer leaves it. */
export const CLOSE_DELAY_MS = 200;
/** A short hover intent, so sweeping across the header does not flash every menu open. */
const OPEN_DELAY_MS = 80;

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * Desktop header navigation on Radix NavigationMenu (keyboard: Tab/Enter/Space/arrows/Escape).
 * Radix's own hover timing (150 ms close) is replaced by the spec's: open on hover, close 200 ms
 * after the pointer leaves trigger and panel, toggle on click, close on outside click and Escape.
 */
export function DesktopNav({ entries, label }: { entries: NavEntry[]; label: string }) {
  const pathname = publicPathname(usePathname());
  const [value, setValue] = useState('');
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  // After a click or Escape closes a menu, hovering its trigger must not reopen it at once.
  const suppressed = useRef<string | null>(null);
  const hovered = useRef<string | null>(null);

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const hoverOpen = (id: string) => (event: PointerEvent) => {
    if (!isMouse(event)) return;
    event.preventDefault();
    hovered.current = id;
    window.clearTimeout(closeTimer.current);
    if (suppressed.current === id || value === id) return;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setValue(id), value ? 0 : OPEN_DELAY_MS);
  };
  const hoverStay = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    event.preventDefault();
    window.clearTimeout(closeTimer.current);
  };
  const hoverLeave = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    event.preventDefault();
    hovered.current = null;
    suppressed.current = null;
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setValue(''), CLOSE_DELAY_MS);
  };

  const onValueChange = (next: string) => {
    clearTimers();
    if (!next && value && hovered.current === value) suppressed.current = value;
    setValue(next);
  };

  return (
    <NavigationMenu.Root
      value={value}
      onValueChange={onValueChange}
      aria-label={label}
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {entries.map((entry) => {
          const current = menuContainsCurrent(entry, pathname);
          if (entry.kind === 'link') {
            return (
              <NavigationMenu.Item key={entry.href}>
                <NavigationMenu.Link asChild active={entry.href === pathname}>
                  <Link href={entry.href} className="nav-trigger">
                    {entry.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={entry.id} value={entry.id} className="relative">
              <NavigationMenu.Trigger
                className="nav-trigger group"
                data-current={current ? '' : undefined}
                onPointerMove={hoverOpen(entry.id)}
                onPointerLeave={hoverLeave}
              >
                {entry.label}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 12 12"
                  className="size-3 transition-transform duration-200 group-data-[state=open]:rotate-180"
                >
                  <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                onPointerEnter={hoverStay}
                onPointerLeave={hoverLeave}
                className="absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 animate-fade-in rounded-card border border-ink-100 bg-white p-4 shadow-pop"
              >
                <div className={`grid gap-6 ${entry.groups.length > 1 ? 'w-[46rem] grid-cols-3' : 'w-80'}`}>
                  {entry.groups.map((group, index) => (
                    <div key={group.label ?? index}>
                      {group.label && (
                        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">{group.label}</p>
                      )}
                      <ul className="space-y-1">
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <NavigationMenu.Link asChild active={link.href === pathname}>
                              <Link href={link.href} className="nav-panel-link">
                                <span className="block font-semibold text-ink-900">{link.label}</span>
                                {link.description && (
                                  <span className="mt-0.5 block text-sm text-ink-600">{link.description}</span>
                                )}
                              </Link>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
