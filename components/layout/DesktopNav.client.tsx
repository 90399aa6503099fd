'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { publicPathname } from '@/lib/infra/routing/internal-routes';
import { menuContainsCurrent, type NavEntry } from './nav-model';

type MenuEntry = Extract<NavEntry, { kind: 'menu' }>;

/** Spec §9: a dropdown closes 200 ms after the pointer leaves it. */
export const CLOSE_DELAY_MS = 200;
/** A short hover intent, so sweeping across the header does not flash every menu open. */
const OPEN_DELAY_MS = 80;
/**
 * A click this soon after the hover opened its menu meant to open it: it keeps the menu open
 * instead of toggling it shut (a visitor who points and clicks would otherwise see it flash).
 */
const CLICK_AFTER_HOVER_MS = 1_000;

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
  const nav = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const ids = { panel: (id: string) => `${idPrefix}-${id}-panel`, trigger: (id: string) => `${idPrefix}-${id}-trigger` };
  const menus = useMenus(nav);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menus.open) {
      event.preventDefault();
      document.getElementById(ids.trigger(menus.open))?.focus();
      menus.dismiss();
    } else if (nav.current && moveFocus(nav.current, event.target as HTMLElement, event.key)) {
      event.preventDefault();
    }
  };

  return (
    <nav ref={nav} aria-label={label} className="relative hidden lg:block" onKeyDown={onKeyDown}>
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.href}>
              <Link locale={locale} href={entry.href} className="nav-trigger" {...currentMarks(entry.href, pathname)}>
                {entry.label}
              </Link>
            </li>
          ) : (
            <NavMenu key={entry.id} entry={entry} menus={menus} pathname={pathname} panelId={ids.panel(entry.id)} triggerId={ids.trigger(entry.id)} />
          ),
        )}
      </ul>
    </nav>
  );
}

type Menus = ReturnType<typeof useMenus>;

/**
 * Which menu is open, and the spec's timing: open on hover (after a short intent), close 200 ms
 * after the pointer leaves trigger and panel, toggle on click, close on an outside click or Escape.
 */
function useMenus(nav: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState('');
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  // After a click or Escape closes a menu under the pointer, hovering it must not reopen it at once.
  const suppressed = useRef<string | null>(null);
  const hoverOpened = useRef({ id: '', at: 0 });

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  const hide = () => {
    clearTimers();
    setOpen('');
  };

  useCloseOutside(nav, Boolean(open), setOpen);
  useEffect(() => clearTimers, []);

  return {
    open,
    hide,
    /** Closes the open menu so that the pointer resting on it does not reopen it (Escape). */
    dismiss() {
      suppressed.current = open;
      hide();
    },
    toggle(id: string) {
      const justHovered = hoverOpened.current.id === id && performance.now() - hoverOpened.current.at < CLICK_AFTER_HOVER_MS;
      hoverOpened.current = { id: '', at: 0 };
      if (open === id) {
        if (justHovered) return;
        suppressed.current = id;
        hide();
      } else {
        clearTimers();
        setOpen(id);
      }
    },
    hoverOpen: (id: string) => (event: PointerEvent) => {
      if (!isMouse(event)) return;
      window.clearTimeout(closeTimer.current);
      if (suppressed.current === id || open === id) return;
      window.clearTimeout(openTimer.current);
      openTimer.current = window.setTimeout(
        () => {
          hoverOpened.current = { id, at: performance.now() };
          setOpen(id);
        },
        open ? 0 : OPEN_DELAY_MS,
      );
    },
    hoverStay(event: PointerEvent) {
      if (isMouse(event)) window.clearTimeout(closeTimer.current);
    },
    hoverLeave(event: PointerEvent) {
      if (!isMouse(event)) return;
      suppressed.current = null;
      clearTimers();
      closeTimer.current = window.setTimeout(() => setOpen(''), CLOSE_DELAY_MS);
    },
    // Focus moving out of an open menu (Tab past its last link, a click elsewhere) closes it.
    blurFrom: (id: string) => (event: FocusEvent<HTMLLIElement>) => {
      if (open === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen('');
    },
  };
}

/**
 * While a menu is open, a click outside the navigation closes it, and so does Escape pressed
 * anywhere outside it (inside, DesktopNav's onKeyDown also brings focus back to the menu's button).
 */
function useCloseOutside(nav: RefObject<HTMLElement | null>, open: boolean, setOpen: (id: string) => void) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !nav.current?.contains(event.target as Node);
    const onPointerDown = (event: globalThis.PointerEvent) => outside(event) && setOpen('');
    const onKeyDown = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && outside(event) && setOpen('');
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, nav, setOpen]);
}

/**
 * Arrow keys: left and right between the top-level items, down and up through the links of the
 * panel the focus is in or under. Returns whether the key moved the focus.
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
  if (links.length === 0) return false;
  const index = links.indexOf(target);
  if (index < 0) links[key === 'ArrowDown' ? 0 : links.length - 1]?.focus();
  else links[(index + (key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  return true;
}

/** A link to the page being read: announced (aria-current) and styled (data-active) as such. */
const currentMarks = (href: string, pathname: string) => (href === pathname ? ({ 'aria-current': 'page', 'data-active': '' } as const) : {});

/** A menu's button and, while open, its panel of links. */
function NavMenu({ entry, menus, pathname, panelId, triggerId }: { entry: MenuEntry; menus: Menus; pathname: string; panelId: string; triggerId: string }) {
  const expanded = menus.open === entry.id;
  return (
    <li className="relative" onBlur={menus.blurFrom(entry.id)}>
      <button
        type="button"
        id={triggerId}
        className="nav-trigger group"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        data-state={expanded ? 'open' : 'closed'}
        data-current={menuContainsCurrent(entry, pathname) ? '' : undefined}
        onClick={() => menus.toggle(entry.id)}
        onPointerMove={menus.hoverOpen(entry.id)}
        onPointerLeave={menus.hoverLeave}
      >
        {entry.label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform duration-200 group-data-[state=open]:rotate-180">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {expanded && <MenuPanel entry={entry} menus={menus} pathname={pathname} id={panelId} labelledBy={triggerId} />}
    </li>
  );
}

function MenuPanel({ entry, menus, pathname, id, labelledBy }: { entry: MenuEntry; menus: Menus; pathname: string; id: string; labelledBy: string }) {
  const locale = useLocale();
  return (
    <div
      id={id}
      aria-labelledby={labelledBy}
      data-state="open"
      data-nav-panel=""
      onPointerEnter={menus.hoverStay}
      onPointerLeave={menus.hoverLeave}
      className="absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 animate-fade-in rounded-card border border-ink-100 bg-white p-4 shadow-pop"
    >
      <div className={`grid gap-6 ${entry.groups.length > 1 ? 'w-[46rem] grid-cols-3' : 'w-80'}`}>
        {entry.groups.map((group, index) => (
          <div key={group.label ?? index}>
            {group.label && <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">{group.label}</p>}
            <ul className="space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link locale={locale} href={link.href} className="nav-panel-link" {...currentMarks(link.href, pathname)} onClick={menus.hide}>
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
  );
}
