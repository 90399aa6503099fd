'use client';

import { useSyncExternalStore } from 'react';
import { ADMIN_HINT_COOKIE } from '@/lib/features/people/shared/hint';

// One question per page load, shared by every control that asks.
let answer: boolean | undefined;
let asking: Promise<void> | undefined;
const listeners = new Set<() => void>();

function ask() {
  if (asking) return;
  if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${ADMIN_HINT_COOKIE}=`))) {
    answer = false;
    return;
  }
  asking = fetch('/api/admin/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : { admin: false }))
    .then((body: { admin?: unknown }) => {
      answer = body.admin === true;
    })
    .catch(() => {
      answer = false;
    })
    .finally(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  ask();
  return () => listeners.delete(listener);
}

/**
 * Whether the visitor is a signed-in admin, asked from the browser so that the blog stays a static
 * page for everyone else (false until known, and on the server).
 */
export function useIsAdmin(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => answer === true,
    () => false,
  );
}
