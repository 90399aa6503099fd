'use client';

import { createContext, type ReactNode } from 'react';

/**
 * The internal path of the page shown, when the route drawing it is not that page's own (an
 * experiment's variant: app/[locale]/x-variant). usePathname (use-pathname.ts) reads it first, so
 * the header's menus and language switch name the page visitors see, not the internal address.
 */
export const PathnameContext = createContext<string | null>(null);

export function PathnameOverride({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}
