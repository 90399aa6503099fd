'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/infra/routing/use-pathname';
import { publicPathname } from '@/lib/infra/routing/internal-routes';
import { NavAnchor } from './NavAnchor';
import { menuContainsCurrent, type NavEntry } from './nav-model';

/** A menu's panel by its number of groups: one column, or one per group. */
const PANEL_WIDTH: Record<number, string> = { 1: 'w-80', 2: 'w-[32rem] grid-cols-2', 3: 'w-[46rem] grid-cols-3' };

type MenuEntry = Extract<NavEntry, { kind: 'menu' }>;

/** Spec §9: a dropdown closes 200 ms after the pointer leaves it (Radix's own hover close comes at 150 ms). */
export const CLOSE_DELAY_MS = 200;
/** Radix's hover intent (delayDuration), short so that a sweep across the header opens nothing. */
const OPEN_DELAY_MS = 80;
/**
 * A click this soon after the hover opened its menu meant to open it: it keeps the menu open instead
 * of toggling it shut (Radix would toggle it: radix-ui/primitives#2326).
 */
const CLICK_AFTER_HOVER_MS = 1_000;

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/** The focusable top-level items (menu buttons and links) and a panel's links, in order. */
const topLevelItems = (nav: HTMLElement) => [...nav.querySelectorAll<HTMLElement>('[data-nav-list] > li > :is(a, button)')];
const panelLinks = (panel: Element | null) => [...(panel?.querySelectorAll<HTMLElement>('a') ?? [])];

/**
 * Desktop header navigation on Radix NavigationMenu: buttons with aria-expanded that show a panel of
 * links. Radix opens a menu on hover (after OPEN_DELAY_MS; at once while another is open or within
 * its default 300 ms skipDelayDuration of one closing), toggles it on click, closes it on an outside
 * click and on Escape (focus back on the button), and leads Tab from a button into its open panel
 * and out of it. This component adds what the spec asks beyond Radix: the close 200 ms after the
 * pointer leaves trigger and panel, a click right after the hover opened a menu keeping it open,
 * focus leaving a menu closing it, and arrow keys that wrap around (left/right between the top-level
 * items, down/up through a panel's links).
 */
export function DesktopNav({ entries, label }: { entries: NavEntry[]; label: string }) {
  const locale = useLocale();
  const pathname = publicPathname(usePathname());
  const menus = useMenuTiming();

  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    // Before Radix's own arrow handling, which stops at the ends and has no ArrowUp into a panel.
    if (moveFocus(event.currentTarget, event.target as HTMLElement, event.key)) event.preventDefault();
  };

  return (
    <NavigationMenu.Root
      value={menus.value}
      onValueChange={menus.onValueChange}
      delayDuration={OPEN_DELAY_MS}
      aria-label={label}
      className="relative hidden xl:block"
      onKeyDownCapture={onKeyDownCapture}
    >
      <NavigationMenu.List className="flex items-center gap-1" data-nav-list="">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavigationMenu.Item key={`${entry.href} ${entry.label}`}>
              <NavigationMenu.Link asChild active={entry.href === pathname}>
                <NavAnchor locale={locale} href={entry.href} className="nav-trigger">
                  {entry.label}
                </NavAnchor>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavMenu key={entry.id} entry={entry} menus={menus} pathname={pathname} />
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

type Menus = ReturnType<typeof useMenuTiming>;

/**
 * The open menu (Radix's value, held here) and what the spec adds to Radix's timing. Radix asks
 * to close a menu 150 ms after the pointer leaves it; while the pointer is away, a close waits until
 * 200 ms after it left, unless it comes from a click, Escape, an outside click or focus leaving.
 */
function useMenuTiming() {
  const [value, setValue] = useState('');
  const current = useRef('');
  const closeTimer = useRef<number | undefined>(undefined);
  /** When the pointer left the open menu's button and panel (performance.now()), while it is away. */
  const pointerLeftAt = useRef<number | null>(null);
  /** Set while a click, Escape, outside click or focus change is being handled: its change applies at once. */
  const explicit = useRef(false);
  /** The menu whose button was clicked since the pointer came onto it: a hover timer Radix started before the click opens nothing. */
  const clicked = useRef<string | null>(null);
  const hoverOpened = useRef({ id: '', at: 0 });

  const commit = (next: string) => {
    window.clearTimeout(closeTimer.current);
    pointerLeftAt.current = null;
    current.current = next;
    setValue(next);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const pointerEnter = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    window.clearTimeout(closeTimer.current);
    pointerLeftAt.current = null;
  };

  /** Marks the change the current event makes as the visitor's own (reset once the event is handled). */
  const explicitly = () => {
    explicit.current = true;
    queueMicrotask(() => (explicit.current = false));
  };

  return {
    value,
    onValueChange(next: string) {
      if (next === current.current) return;
      if (next) {
        if (!explicit.current && clicked.current === next) return;
        hoverOpened.current = explicit.current ? { id: '', at: 0 } : { id: next, at: performance.now() };
        commit(next);
      } else if (pointerLeftAt.current !== null && !explicit.current) {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => commit(''), pointerLeftAt.current + CLOSE_DELAY_MS - performance.now());
      } else {
        commit('');
      }
    },
    /** The pointer is on a panel: a pending close is off. */
    pointerEnter,
    /** The pointer is on a button: a pending close is off, and a new hover may open its menu. */
    pointerEnterButton(event: PointerEvent) {
      if (!isMouse(event)) return;
      clicked.current = null;
      pointerEnter(event);
    },
    pointerLeave(event: PointerEvent) {
      if (isMouse(event) && current.current) pointerLeftAt.current = performance.now();
    },
    /** A click on a menu's button: Radix toggles the menu, unless the hover has just opened it. */
    click: (id: string) => (event: MouseEvent) => {
      const justHovered = hoverOpened.current.id === id && performance.now() - hoverOpened.current.at < CLICK_AFTER_HOVER_MS;
      hoverOpened.current = { id: '', at: 0 };
      clicked.current = id;
      if (current.current === id && justHovered) event.preventDefault();
      else explicitly();
    },
    explicitly,
    /** Focus moving out of an open menu (Tab past its last link, a click elsewhere) closes it. */
    blurFrom: (id: string) => (event: FocusEvent<HTMLLIElement>) => {
      if (current.current === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) commit('');
    },
  };
}

/**
 * Arrow keys: left and right between the top-level items, down and up through the links of the
 * panel the focus is in or under, wrapping around at the ends. Returns whether the key moved the focus.
 */
function moveFocus(nav: HTMLElement, target: HTMLElement, key: string): boolean {
  const items = topLevelItems(nav);
  const topIndex = items.indexOf(target);
  if (topIndex >= 0 && (key === 'ArrowRight' || key === 'ArrowLeft')) {
    items[(topIndex + (key === 'ArrowRight' ? 1 : -1) + items.length) % items.length]?.focus();
    return true;
  }
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  const panel = target.closest('[data-nav-panel]') ?? target.closest('li')?.querySelector('[data-nav-panel]') ?? null;
  const links = panelLinks(panel);
  // Up and down on a top-level item without an open panel do nothing (Radix would move sideways).
  if (links.length === 0) return topIndex >= 0;
  const index = links.indexOf(target);
  if (index < 0) links[key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
  else links[(index + (key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  return true;
}

/**
 * Radix takes a panel's links out of the tab order when focus leaves the panel for its button (and
 * puts them back only when its own keys lead focus in); focus coming in by the arrow keys above or a
 * click puts them back too, so that Tab still goes from link to link.
 */
function restoreTabOrder(event: FocusEvent<HTMLElement>) {
  for (const link of event.currentTarget.querySelectorAll<HTMLElement>('[tabindex="-1"][data-tabindex]')) {
    if (link.dataset.tabindex) link.setAttribute('tabindex', link.dataset.tabindex);
    else link.removeAttribute('tabindex');
  }
}

/** A menu's button and, while open, its panel of links. */
function NavMenu({ entry, menus, pathname }: { entry: MenuEntry; menus: Menus; pathname: string }) {
  const locale = useLocale();
  return (
    <NavigationMenu.Item value={entry.id} className="relative" onBlur={menus.blurFrom(entry.id)}>
      <NavigationMenu.Trigger
        className="nav-trigger group"
        data-current={menuContainsCurrent(entry, pathname) ? '' : undefined}
        onClick={menus.click(entry.id)}
        onPointerEnter={menus.pointerEnterButton}
        onPointerLeave={menus.pointerLeave}
      >
        {entry.label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform duration-200 group-data-[state=open]:rotate-180">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        data-nav-panel=""
        onPointerEnter={menus.pointerEnter}
        onPointerLeave={menus.pointerLeave}
        onEscapeKeyDown={menus.explicitly}
        onPointerDownOutside={menus.explicitly}
        onFocusOutside={menus.explicitly}
        onFocus={restoreTabOrder}
        className="absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 animate-fade-in rounded-card border border-ink-100 bg-white p-4 shadow-pop"
      >
        <div className={`grid gap-6 ${PANEL_WIDTH[entry.groups.length] ?? PANEL_WIDTH[3]}`}>
          {entry.groups.map((group, index) => (
            <div key={group.label ?? index}>
              {group.label && <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">{group.label}</p>}
              <ul className="space-y-1">
                {group.links.map((link, at) => (
                  <li key={at}>
                    <NavigationMenu.Link asChild active={link.href === pathname} onClick={menus.explicitly}>
                      <NavAnchor locale={locale} href={link.href} className="nav-panel-link">
                        <span className="block font-semibold text-ink-900">{link.label}</span>
                        {link.description && <span className="mt-0.5 block text-sm text-ink-600">{link.description}</span>}
                      </NavAnchor>
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
}
