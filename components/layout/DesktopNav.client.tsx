'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { publicPathname } from '@/lib/routing/internal-routes';
import { menuContainsCurrent, type NavEntry } from './nav-model';

/** Spec §9: a dropdown closes 200 ms after the pointer leaves it. */
export const CLOSE_DELAY_MS = 200;
/** A short hover intent, so sweeping across the header does not flash every menu open. */
const OPEN_DELAY_MS = 80;

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/** The focusable top-level items (menu buttons and links) and a panel's links, in order. */
const topLevelItems = (nav: HTMLElement) => [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > :is(a, button)')];
const panelLinks = (panel: Element | null) => [...(panel?.querySelectorAll<HTMLElement>('a') ?? [])];

/**
 * Desktop header navigation: the disclosure navigation pattern (buttons with aria-expanded that show
 * a panel of links), without a menu library. Spec timing: open on hover, close 200 ms after the
 * pointer leaves trigger and panel, toggle on click, close on an outside click, on Escape (focus back
 * on the button) and when focus leaves. Arrow keys move between the top-level items and through a
 * panel's links; Tab follows the page order (button, then its open panel).
 */
export function DesktopNav({ entries, label }: { entries: NavEntry[]; label: string }) {
  const locale = useLocale();
  const pathname = publicPathname(usePathname());
  const [open, setOpen] = useState('');
  const nav = useRef<HTMLElement>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  // After a click or Escape closes a menu under the pointer, hovering it must not reopen it at once.
  const suppressed = useRef<string | null>(null);
  const idPrefix = useId();

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  const show = (id: string) => {
    clearTimers();
    setOpen(id);
  };
  const hide = () => {
    clearTimers();
    setOpen('');
  };

  // An outside click closes the open menu, and so does Escape pressed anywhere (inside the
  // navigation it also brings focus back to the menu's button: see onKeyDown).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen('');
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !nav.current?.contains(event.target as Node)) setOpen('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  useEffect(() => clearTimers, []);

  const hoverOpen = (id: string) => (event: PointerEvent) => {
    if (!isMouse(event)) return;
    window.clearTimeout(closeTimer.current);
    if (suppressed.current === id || open === id) return;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setOpen(id), open ? 0 : OPEN_DELAY_MS);
  };
  const hoverStay = (event: PointerEvent) => {
    if (isMouse(event)) window.clearTimeout(closeTimer.current);
  };
  const hoverLeave = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    suppressed.current = null;
    clearTimers();
    closeTimer.current = window.setTimeout(() => setOpen(''), CLOSE_DELAY_MS);
  };

  const toggle = (id: string) => {
    if (open === id) {
      suppressed.current = id;
      hide();
    } else show(id);
  };

  /** A link to the page being read: announced (aria-current) and styled (data-active) as such. */
  const currentMarks = (href: string) => (href === pathname ? ({ 'aria-current': 'page', 'data-active': '' } as const) : {});

  const panelId = (id: string) => `${idPrefix}-${id}-panel`;
  const triggerId = (id: string) => `${idPrefix}-${id}-trigger`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!nav.current) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      suppressed.current = open;
      document.getElementById(triggerId(open))?.focus();
      hide();
      return;
    }
    const items = topLevelItems(nav.current);
    const topIndex = items.indexOf(target);
    if (topIndex >= 0 && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      items[(topIndex + step + items.length) % items.length]?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const panel = target.closest('[data-nav-panel]') ?? target.closest('li')?.querySelector('[data-nav-panel]') ?? null;
    const links = panelLinks(panel);
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(target);
    if (index < 0) links[event.key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
    else links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  };

  // Focus moving out of an open menu (Tab past its last link, a click elsewhere) closes it.
  const onBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (open === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen('');
  };

  return (
    <nav ref={nav} aria-label={label} className="relative hidden lg:block" onKeyDown={onKeyDown}>
      <ul className="flex items-center gap-1">
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.href}>
                <Link locale={locale} href={entry.href} className="nav-trigger" {...currentMarks(entry.href)}>
                  {entry.label}
                </Link>
              </li>
            );
          }
          const expanded = open === entry.id;
          return (
            <li key={entry.id} className="relative" onBlur={onBlur(entry.id)}>
              <button
                type="button"
                id={triggerId(entry.id)}
                className="nav-trigger group"
                aria-expanded={expanded}
                aria-controls={expanded ? panelId(entry.id) : undefined}
                data-state={expanded ? 'open' : 'closed'}
                data-current={menuContainsCurrent(entry, pathname) ? '' : undefined}
                onClick={() => toggle(entry.id)}
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
              </button>
              {expanded && (
                <div
                  id={panelId(entry.id)}
                  aria-labelledby={triggerId(entry.id)}
                  data-state="open"
                  data-nav-panel=""
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
                              <Link locale={locale} href={link.href} className="nav-panel-link" {...currentMarks(link.href)} onClick={hide}>
                                <span className="block font-semibold text-ink-900">{link.label}</span>
                                {link.description && <span className="mt-0.5 block text-sm text-ink-600">{link.description}</span>}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
