'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { autosavePostAction, type AutosaveResult } from '@/lib/features/posts/actions/autosave-post';

/** Quiet time after the last keystroke before the form is saved. */
export const AUTOSAVE_QUIET_MS = 3000;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  /** No network: the changes are in this browser (localStorage) and go out when it is back. */
  | { kind: 'offline' }
  /** Kept in this browser until "Save Post": a published or scheduled post, or a form not complete yet. */
  | { kind: 'local' }
  | { kind: 'conflict'; version: number }
  /** The account autosaved too often: the changes wait in this browser and go out after `seconds`. */
  | { kind: 'paused'; seconds: number }
  /** Over a storage quota (lib/features/posts/quotas.ts): kept in this browser, and said why. */
  | { kind: 'refused'; reason: 'too-long' | 'too-many-drafts'; limit: number };

/** What the status line says after an autosave the server did not store. */
function refusalStatus(result: Exclude<AutosaveResult, { ok: true } | { reason: 'rate-limited' }>): AutosaveStatus {
  if (result.reason === 'conflict') return { kind: 'conflict', version: result.version };
  if (result.reason === 'too-long' || result.reason === 'too-many-drafts') return { kind: 'refused', reason: result.reason, limit: result.limit };
  return { kind: 'local' };
}

/** The form's fields as last typed, kept in this browser against a crash or a closed tab. */
export interface LocalDraft {
  savedAt: number;
  fields: Record<string, string>;
}

/** Fields that are the post (not the form's plumbing). */
const PLUMBING = new Set(['locale', 'id', 'version', 'translationOf']);

export const draftKey = (id: number | undefined, translationOf?: number) =>
  `otailo:editor:${id ?? (translationOf ? `new-translation-${translationOf}` : 'new')}`;

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null') as LocalDraft | null;
    return value && typeof value.savedAt === 'number' && value.fields && typeof value.fields === 'object' ? value : null;
  } catch {
    return null;
  }
}

function writeLocalDraft(key: string, form: HTMLFormElement) {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (!PLUMBING.has(name) && typeof value === 'string') fields[name] = value;
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), fields } satisfies LocalDraft));
  } catch {
    // Storage full or refused (private mode): the server autosave still runs.
  }
}

const CREATED_KEY = 'otailo:autosave-created';

/** A new post's first autosave, for the editor that mounts at the post's own address right after. */
function rememberCreated(id: number) {
  try {
    window.sessionStorage.setItem(CREATED_KEY, JSON.stringify({ id, at: Date.now() }));
  } catch {
    // storage refused: the status line just starts empty
  }
}

/**
 * When post `id` was created by an autosave in this tab a moment ago (read once), else undefined.
 * Only a client render (the remount) can see it: the server renders no window.
 */
function takeCreated(id: number | undefined): number | undefined {
  if (typeof window === 'undefined' || !id) return undefined;
  try {
    const value = JSON.parse(window.sessionStorage.getItem(CREATED_KEY) ?? 'null') as { id?: unknown; at?: unknown } | null;
    if (value?.id !== id || typeof value.at !== 'number') return undefined;
    window.sessionStorage.removeItem(CREATED_KEY);
    return Date.now() - value.at < 10_000 ? value.at : undefined;
  } catch {
    return undefined;
  }
}

export function forgetLocalDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The post's id and version as the server last returned them (a new post has neither yet). */
interface SavedPost {
  id?: number;
  version?: number;
}

/** The form's fields, sent with the id and version the last save returned. */
function autosaveData(form: HTMLFormElement, saved: SavedPost): FormData {
  const data = new FormData(form);
  if (saved.id) data.set('id', String(saved.id));
  if (saved.version) data.set('version', String(saved.version));
  return data;
}

/** The status line's start: "Saved" when this post was created by an autosave a moment ago. */
function initialStatus(id: number | undefined): AutosaveStatus {
  const at = takeCreated(id);
  return at ? { kind: 'saved', at } : { kind: 'idle' };
}

/** A new post's first autosave: the address becomes the post's own, where the editor may remount. */
function moveToCreatedPost(id: number, locale: string) {
  rememberCreated(id);
  window.history.replaceState(null, '', `/${locale}/manage/posts/${id}`);
}

/** The post's id and version: as state for the form, and as a ref for the save under way. */
function useSavedPost(initial: SavedPost) {
  const [saved, setSaved] = useState(initial);
  const latest = useRef(initial);
  const record = useCallback((next: Required<SavedPost>) => {
    latest.current = next;
    setSaved(next);
  }, []);
  return { ...saved, latest, record };
}
type SavedPostState = ReturnType<typeof useSavedPost>;

/** One pending call at a time: scheduling replaces it. */
function useTimer() {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const schedule = useCallback((call: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(call, ms);
  }, []);
  return { schedule, cancel };
}

/** One `task` at a time: `run` during one joins it; `settled` waits for the one under way, if any. */
function useSingleFlight(task: () => Promise<void>) {
  const inFlight = useRef<Promise<void> | null>(null);
  const run = useCallback(() => {
    inFlight.current ??= task().finally(() => (inFlight.current = null));
    return inFlight.current;
  }, [task]);
  const settled = useCallback(async () => void (await inFlight.current), []);
  return { run, settled };
}

/** A tab back on screen, or the network back to a tab on screen, saves what waits. */
function useSaveOnReturn(flush: () => void) {
  useEffect(() => {
    // Only a tab on screen saves when the network returns: a tab being closed (hidden already) may
    // still hear `online` and send what the editor left offline. A hidden tab saves when shown.
    const onOnline = () => document.visibilityState === 'visible' && flush();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [flush]);
}

/**
 * Autosave for the post editor: every change is kept in this browser at once, and a few quiet
 * seconds later (or when the tab is hidden or shown, or the network comes back to a tab on screen)
 * the form is saved to the server — for drafts and posts in review; a public post changes only with
 * "Save Post". Holds the post's id (a new post gets one at its first complete autosave) and version.
 */
export function useAutosave(
  form: RefObject<HTMLFormElement | null>,
  options: { id?: number; version?: number; translationOf?: number; locale: string; /** False for a published or scheduled post. */ toServer: boolean },
) {
  const key = draftKey(options.id, options.translationOf);
  const post = useSavedPost({ id: options.id, version: options.version });
  const server = useServerSave(form, post, { key, locale: options.locale, toServer: options.toServer });
  const { later, stop } = server;

  /** Called on every input: kept here at once, sent after a quiet moment. */
  const changed = useCallback(() => {
    if (!form.current) return;
    writeLocalDraft(key, form.current);
    later();
  }, [form, key, later]);

  /** Before "Save Post": no autosave after it, and the one under way finished (its version counts). */
  const settle = useCallback(async () => {
    await stop();
    forgetLocalDraft(key);
    return post.latest.current;
  }, [key, stop, post.latest]);

  return { id: post.id, version: post.version, status: server.status, changed, settle, key };
}

/**
 * The server side of autosave: one save at a time, of a form that changed, a few quiet seconds
 * after the change (`later`) or as soon as the account may save again; `status` says how it went.
 * (The refs are named `…Ref` for the React Compiler, which reads such names as refs.)
 */
function useServerSave(formRef: RefObject<HTMLFormElement | null>, { id, latest: latestRef, record }: SavedPostState, { key, locale, toServer }: { key: string; locale: string; toServer: boolean }) {
  const [status, setStatus] = useState<AutosaveStatus>(() => initialStatus(id));
  const { schedule, cancel } = useTimer();
  const dirty = useRef(false);
  /** The latest `run`, for a retry that `save` schedules itself. */
  const retry = useRef<() => Promise<void>>(async () => {});

  const save = useCallback(async () => {
    cancel();
    const element = formRef.current;
    if (!element || !dirty.current) return;
    if (!toServer) return setStatus({ kind: 'local' });
    if (!navigator.onLine) return setStatus({ kind: 'offline' });
    dirty.current = false;
    setStatus({ kind: 'saving' });
    try {
      const result = await autosavePostAction(autosaveData(element, latestRef.current));
      if (result.ok) {
        const created = !latestRef.current.id;
        record({ id: result.id, version: result.version });
        setStatus({ kind: 'saved', at: Date.now() });
        // Stored on the server now; a later keystroke keeps the next change here again.
        if (!dirty.current) forgetLocalDraft(key);
        if (created) moveToCreatedPost(result.id, locale);
      } else if (result.reason === 'rate-limited') {
        // Nothing was sent: it goes out once the account may save again (or at the next pause).
        dirty.current = true;
        setStatus({ kind: 'paused', seconds: result.retryAfter });
        schedule(() => void retry.current(), result.retryAfter * 1000);
      } else {
        setStatus(refusalStatus(result));
      }
    } catch {
      // The request did not get through: the changes wait in this browser.
      dirty.current = true;
      setStatus({ kind: 'offline' });
    }
  }, [formRef, key, locale, toServer, latestRef, record, schedule, cancel]);

  const { run, settled } = useSingleFlight(save);
  useEffect(() => {
    retry.current = run;
    // Leaving the page, or a new `run` (another post, locale or destination), drops the pending save.
    return cancel;
  }, [run, cancel]);
  useSaveOnReturn(useCallback(() => void (dirty.current && run()), [run]));

  const later = useCallback(() => {
    dirty.current = true;
    setStatus((current) => (current.kind === 'conflict' ? current : { kind: 'dirty' }));
    schedule(() => void run(), AUTOSAVE_QUIET_MS);
  }, [run, schedule]);
  const stop = useCallback(async () => {
    cancel();
    dirty.current = false;
    await settled();
  }, [cancel, settled]);
  return { status, later, stop };
}
