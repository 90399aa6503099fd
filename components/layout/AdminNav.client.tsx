'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { currentHref } from './admin-nav-current';
import { usePathname } from '@/lib/infra/routing/use-pathname';

export interface AdminNavLink {
  href: string;
  label: string;
  /** A count beside the label (entries in review, new leads), with its sentence for screen readers. */
  badge?: { count: number; text: string };
}

export interface AdminNavGroup {
  key: string;
  label: string;
  links: AdminNavLink[];
}

/**
 * The admin's navigation, grouped by what a marketer does. On a phone it is one "Menu" disclosure
 * (a native <details>: keyboard and no-JavaScript included); from `lg` the groups are shown. The
 * current section's link carries aria-current (rendered on the server too: no script needed).
 */
export function AdminNav({ label, menu, groups, pending }: { label: string; menu: string; groups: AdminNavGroup[]; pending?: { count: number; text: string } }) {
  const pathname = usePathname();
  const current = currentHref(pathname, groups.flatMap((group) => group.links.map((link) => link.href)));
  // The frame stays mounted across the app's navigations: a followed link closes the phone menu. Only
  // a change of address does: a menu opened on a slow phone before hydration stays open.
  const menuRef = useRef<HTMLDetailsElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);
  return (
    <nav aria-label={label} className="w-full">
      <details ref={menuRef} className="group lg:hidden" data-testid="admin-menu">
        <summary className="btn btn-secondary min-h-11 cursor-pointer list-none px-4 py-2 [&::-webkit-details-marker]:hidden">
          <span>{menu}</span>
          {pending && pending.count > 0 && <Badge count={pending.count} text={pending.text} />}
        </summary>
        <Groups groups={groups} current={current} idPrefix="admin-menu" className="mt-3 grid gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:grid-cols-2" />
      </details>
      <Groups groups={groups} current={current} idPrefix="admin-nav" className="hidden gap-x-8 gap-y-3 lg:flex lg:flex-wrap" />
    </nav>
  );
}

function Groups({ groups, current, idPrefix, className }: { groups: AdminNavGroup[]; current: string | null; idPrefix: string; className: string }) {
  const locale = useLocale() as Locale;
  return (
    <div className={className}>
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${idPrefix}-${group.key}`}>
          <p id={`${idPrefix}-${group.key}`} className="text-xs font-bold tracking-wide text-ink-600 uppercase">
            {group.label}
          </p>
          <ul className="mt-1 flex flex-col gap-1 text-sm lg:flex-row lg:flex-wrap lg:gap-x-4">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  locale={locale}
                  href={link.href}
                  aria-current={link.href === current ? 'page' : undefined}
                  className="inline-flex min-h-9 items-center gap-1.5 font-semibold text-ink-800 underline-offset-4 hover:underline aria-[current=page]:text-brand-800 aria-[current=page]:underline lg:min-h-0"
                >
                  {link.label}
                  {link.badge && link.badge.count > 0 && <Badge count={link.badge.count} text={link.badge.text} />}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A count the eye finds at once; screen readers hear the sentence (`3 in review`). */
function Badge({ count, text }: { count: number; text: string }) {
  return (
    <span className="ml-1 inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
