'use client';

import { useCallback, useMemo } from 'react';

export interface LocalBackup<T> {
  /** The server version the content was edited from. */
  version: number;
  savedAt: number;
  content: T;
}

/** Backups older than this are dropped when read (a week). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The editor's latest content kept in this browser until the server has it (localStorage), so a
 * closed tab, a lost connection or a field the server would refuse loses nothing. Storage that is
 * full or switched off only means no backup.
 */
export function useLocalBackup<T>(key: string) {
  const read = useCallback((): LocalBackup<T> | null => {
    try {
      const raw = window.localStorage.getItem(key);
      if (!raw) return null;
      const backup = JSON.parse(raw) as LocalBackup<T>;
      if (typeof backup?.version !== 'number' || typeof backup.savedAt !== 'number' || Date.now() - backup.savedAt > MAX_AGE_MS) {
        window.localStorage.removeItem(key);
        return null;
      }
      return backup;
    } catch {
      return null;
    }
  }, [key]);
  const write = useCallback(
    (content: T, version: number) => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ version, savedAt: Date.now(), content } satisfies LocalBackup<T>));
      } catch {
        // Full or unavailable: the server's autosave still runs.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing kept, nothing to clear.
    }
  }, [key]);
  return useMemo(() => ({ read, write, clear }), [read, write, clear]);
}
