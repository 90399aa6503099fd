'use client';

import { useActionState, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { inviteAction, type InviteState } from '@/lib/features/people/actions/invite';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';
import { deniedText, type AdminMessages } from '../editor-messages';

const IDLE: InviteState = { status: 'idle' };

type PeopleMessages = ReturnType<typeof useTranslations<'Admin.people'>>;

/** The alert above the form: why the invitation was not made; else null. */
function inviteError(t: PeopleMessages, admin: AdminMessages, state: InviteState): string | null {
  if (state.status === 'failed') return state.reason === 'unknown' ? admin('editor.unknownError') : t(state.reason);
  return state.status === 'denied' ? deniedText(admin, state.reason) : null;
}

/** Invite by email and role; the one-time link is shown once, to pass on. */
export function InviteForm({ locale }: { locale: string }) {
  const t = useTranslations('Admin.people');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(inviteAction, IDLE);
  // Held by the form: the link's box comes and goes with each answer.
  const [copied, setCopied] = useState(false);
  const error = inviteError(t, admin, state);
  return (
    <form action={action} className="mt-4 space-y-4">
      <input type="hidden" name="locale" value={locale} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="invite-email" className="field-label">
            {t('inviteEmail')}
          </label>
          <input id="invite-email" name="email" type="email" required maxLength={320} autoComplete="off" className="field-control" />
        </div>
        <div>
          <label htmlFor="invite-role" className="field-label">
            {t('inviteRole')}
          </label>
          <select id="invite-role" name="role" defaultValue="author" className="field-control">
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {pending ? t('inviting') : t('inviteButton')}
        </button>
      </div>
      {state.status === 'invited' && <InvitedLink invited={state} copied={copied} setCopied={setCopied} t={t} />}
    </form>
  );
}

/** The invitation made: until when it holds, whether it was mailed, and its link to copy. */
function InvitedLink({ invited, copied, setCopied, t }: { invited: Extract<InviteState, { status: 'invited' }>; copied: boolean; setCopied: (copied: boolean) => void; t: PeopleMessages }) {
  const format = useFormatter();
  return (
    <div role="status" className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
      <p>{t('inviteLink', { email: invited.email, date: format.dateTime(new Date(invited.expiresAt), { dateStyle: 'long' }) })}</p>
      {invited.replaced && <p className="mt-1">{t('inviteReplaced', { email: invited.email })}</p>}
      <p className="mt-1">{invited.mailConfigured ? t('mailed', { email: invited.email }) : t('noMail')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input readOnly value={invited.link} aria-label={t('linkLabel')} className="field-control flex-1 font-mono text-xs" data-testid="invite-link" onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="btn btn-secondary min-h-9 px-3 py-1.5"
          onClick={() => navigator.clipboard?.writeText(invited.link).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
    </div>
  );
}
