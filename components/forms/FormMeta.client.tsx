'use client';

import { useId } from 'react';
import { META } from '@/lib/forms/submission';

/**
 * The hidden fields of every lead form, and the honeypot. The submission key and start time are
 * added by the browser when it sends the form (see use-lead-form).
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
  return (
    <>
      <input type="hidden" name={META.locale} value={locale} />
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
