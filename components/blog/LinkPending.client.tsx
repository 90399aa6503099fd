'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a blog-list link (category, page): while the filtered list loads, a spinner and, for
 * screen readers, 'Loading posts…'. (A route-level loading screen would leave visitors without
 * JavaScript on the fallback forever.)
 */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span className="ml-2 inline-flex items-center" role="status">
      <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
