'use client';

import { useId, useState } from 'react';
import { META } from '@/lib/features/leads/shared/submission';

/**
 * The hidden fields of every lead form, and the honeypot. The submission key and the time the form
 * appeared are set by the browser when it sends the form (see use-lead-form); without JavaScript the
 * start time is when the page was rendered (for a static page, the build), so that only a client
 * that leaves it out counts as too fast (lib/features/leads/bot-check.ts).
 */
export function FormMeta({
  locale,
  pageUri,
  pageName,
  honeypotLabel,
}: {
  locale: string;
  pageUri?: string;
  pageName?: string;
  honeypotLabel: string;
}) {
  const honeypotId = useId();
  const [renderedAt] = useState(Date.now);
  return (
    <>
      <input type="hidden" name={META.locale} value={locale} />
      {/* The server's time stays in the page: hydration does not replace it with the browser's. */}
      <input type="hidden" name={META.startedAt} value={renderedAt} suppressHydrationWarning />
      {pageUri && <input type="hidden" name={META.pageUri} value={pageUri} />}
      {pageName && <input type="hidden" name={META.pageName} value={pageName} />}
      {/* People never see or reach this field; form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={honeypotId}>{honeypotLabel}</label>
        <input id={honeypotId} type="text" name={META.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
