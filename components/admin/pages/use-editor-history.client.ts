'use client';

import { useCallback, useRef, useState, type RefObject } from 'react';

/** Steps kept to undo; changes closer together than this (one word typed) are one step. */
export const HISTORY_LIMIT = 100;
export const HISTORY_MERGE_MS = 1000;

/**
 * Undo and redo over whole snapshots of what the editor holds (small: a page's content is bounded
 * to 256 kB). `record(previous)` is called before each change with the content it replaces; typing
 * in one field is merged into one step by time.
 */
export function useEditorHistory<T>() {
  const past = useRef<T[]>([]);
  const future = useRef<T[]>([]);
  const lastAt = useRef(0);
  const [available, setAvailable] = useState({ undo: false, redo: false });
  const sync = useCallback(() => setAvailable({ undo: past.current.length > 0, redo: future.current.length > 0 }), []);

  const record = useCallback((previous: T) => {
    const now = Date.now();
    if (now - lastAt.current > HISTORY_MERGE_MS || past.current.length === 0) {
      past.current = [...past.current.slice(-(HISTORY_LIMIT - 1)), previous];
    }
    lastAt.current = now;
    future.current = [];
    sync();
  }, [sync]);

  /** Moves one step from one stack to the other: the content to show (the current one kept on the other side), or undefined. */
  const step = useCallback(
    (from: RefObject<T[]>, to: RefObject<T[]>, current: T): T | undefined => {
      const target = from.current.at(-1);
      if (target === undefined) return undefined;
      from.current = from.current.slice(0, -1);
      to.current = [...to.current, current];
      lastAt.current = 0;
      sync();
      return target;
    },
    [sync],
  );
  const undo = useCallback((current: T) => step(past, future, current), [step]);
  const redo = useCallback((current: T) => step(future, past, current), [step]);

  return { record, undo, redo, canUndo: available.undo, canRedo: available.redo };
}
