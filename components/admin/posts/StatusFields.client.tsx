'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { EditorValues } from '@/lib/features/posts/shared/editor-values';
import type { Role } from '@/lib/features/people/shared/types';
import type { PostStatus } from '@/lib/features/posts/shared/types';
import { mayUseStatus } from '@/lib/features/posts/shared/workflow';
import { Labelled } from './Labelled';

const STATUSES: readonly PostStatus[] = ['draft', 'review', 'scheduled', 'published'];

/** `YYYY-MM-DDTHH:mm[:ss]` in this browser's time zone, as a datetime-local field holds it. */
function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, date.getSeconds() === 0 ? 16 : 19);
}

/** The field's local time as a UTC instant, or '' (the server refuses a schedule without one). */
function utcInstant(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * Where the post stands in the workflow: the states this role may choose, and for `scheduled`
 * the publication time, entered in the editor's time zone and sent in UTC.
 */
export function StatusFields({ post, role }: { post?: EditorValues; role: Role }) {
  const t = useTranslations('Admin');
  const e = useTranslations('Admin.editor');
  // A new post starts as a draft: publishing is a choice.
  const initial = post?.status ?? 'draft';
  const [status, setStatus] = useState<PostStatus>(initial);
  // The editor's time zone is the browser's: the time field appears once the page runs here.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const labels: Record<PostStatus, string> = {
    draft: t('statusDraft'),
    review: e('statusReview'),
    scheduled: e('statusScheduled'),
    published: t('statusPublished'),
  };
  // A post in a state this role cannot choose (an author's view of nothing, by the rules) keeps it listed.
  const choices = STATUSES.filter((option) => mayUseStatus(role, option) || option === initial);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Labelled id="post-status" label={e('status')}>
        <select id="post-status" name="status" value={status} onChange={(event) => setStatus(event.target.value as PostStatus)} className="field-control">
          {choices.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      </Labelled>
      {status === 'scheduled' && inBrowser && <ScheduleField initial={post?.status === 'scheduled' ? post.publishedAt : null} />}
    </div>
  );
}

const noSubscription = () => () => {};

/** The publication time in the browser's time zone; sent as a UTC instant in `publishAt`. */
function ScheduleField({ initial }: { initial: string | null }) {
  const e = useTranslations('Admin.editor');
  const [local, setLocal] = useState(() => localInputValue(initial));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return (
    <Labelled id="post-publish-at" label={e('scheduleLabel')} hint={e('scheduleHint', { zone })} required>
      <input
        id="post-publish-at"
        type="datetime-local"
        // Seconds may be given (the minute is the usual choice).
        step={1}
        value={local}
        onChange={(event) => setLocal(event.target.value)}
        required
        aria-describedby="post-publish-at-hint"
        className="field-control"
      />
      <input type="hidden" name="publishAt" value={utcInstant(local)} />
    </Labelled>
  );
}
