'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { autosavePageAction } from '@/lib/features/pages/actions/page-actions';
import type { PageActionResult, PageState } from '@/lib/features/pages/actions/shared';
import type { FieldErrors } from '@/lib/features/pages/shared/field-errors';
import type { PageContent } from '@/lib/features/pages/shared/types';

/** Quiet time after the last change before the page is saved (as posts' editor). */
export const PAGE_AUTOSAVE_QUIET_MS = 3000;

export type PageAutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  /** Some fields are refused: nothing is sent until they are fixed. */
  | { kind: 'incomplete' }
  | { kind: 'offline' }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; message: string; errors?: FieldErrors };

/**
 * Autosave for the page editor: a few quiet seconds after the last change (or when the tab is
 * hidden) the content goes to the server from the version last saved, one save at a time. A
 * conflict stops it (nothing is overwritten; the editor says to reload). `flush` sends what waits,
 * before a workflow move.
 */
export function usePageAutosave({ id, version: initialVersion, locale, onSaved }: { id: number; version: number; locale: 'en' | 'es'; onSaved: (page: PageState) => void }) {
  const versionRef = useRef(initialVersion);
  const pending = useRef<PageContent | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const flight = useRef<Promise<void>>(Promise.resolve());
  const stoppedRef = useRef(false);
  const [status, setStatus] = useState<PageAutosaveStatus>({ kind: 'idle' });

  const send = useCallback(async () => {
    window.clearTimeout(timer.current);
    const content = pending.current;
    if (!content || stoppedRef.current) return;
    pending.current = null;
    setStatus({ kind: 'saving' });
    let result: PageActionResult;
    try {
      result = await autosavePageAction({ locale, id, version: versionRef.current, content });
    } catch {
      pending.current ??= content;
      setStatus({ kind: 'offline' });
      return;
    }
    if (result.ok) {
      versionRef.current = result.page.version;
      onSaved(result.page);
      setStatus(pending.current ? { kind: 'dirty' } : { kind: 'saved', at: Date.now() });
    } else if (result.reason === 'conflict') {
      stoppedRef.current = true;
      setStatus({ kind: 'conflict', message: result.message });
    } else {
      if (result.reason === 'rate-limited') pending.current ??= content;
      setStatus({ kind: 'refused', message: result.message, errors: result.errors });
    }
  }, [id, locale, onSaved]);

  const flush = useCallback(() => {
    flight.current = flight.current.then(send);
    return flight.current;
  }, [send]);

  /** Every change: kept to send after a quiet moment; refused fields are not sent. */
  const changed = useCallback(
    (content: PageContent, valid: boolean) => {
      window.clearTimeout(timer.current);
      if (stoppedRef.current) return;
      if (!valid) {
        pending.current = null;
        setStatus({ kind: 'incomplete' });
        return;
      }
      pending.current = content;
      setStatus({ kind: 'dirty' });
      timer.current = window.setTimeout(() => void flush(), PAGE_AUTOSAVE_QUIET_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && void flush();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.clearTimeout(timer.current);
    };
  }, [flush]);

  /** The version the next write is sent from, and the one a move returned. */
  const currentVersion = useCallback(() => versionRef.current, []);
  const adopt = useCallback((version: number) => void (versionRef.current = version), []);
  const isStopped = useCallback(() => stoppedRef.current, []);

  return { status, changed, flush, currentVersion, adopt, isStopped, stopped: status.kind === 'conflict' };
}
