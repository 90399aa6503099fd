'use client';

import { useActionState, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { inviteAction, type InviteState } from '@/lib/features/people/actions/invite';
import { INVITE_SENDS_PER_DAY } from '@/lib/features/people/shared/invite-limits';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';
import { deniedText, type AdminMessages } from '../editor-messages';
import type { AssignableRole, RoleRights } from './role-rights';
import { RoleRightsList } from './RoleRightsList';

const IDLE: InviteState = { status: 'idle' };

export type PeopleMessages = ReturnType<typeof useTranslations<'Admin.people'>>;

/** The alert above the form: why the invitation was not made; else null. */
function inviteError(t: PeopleMessages, admin: AdminMessages, state: InviteState): string | null {
  if (state.status === 'failed') {
    if (state.reason === 'rate-limited') return t('rate-limited', { count: INVITE_SENDS_PER_DAY });
    return state.reason === 'unknown' ? admin('editor.unknownError') : t(state.reason);
  }
  return state.status === 'denied' ? deniedText(admin, state.reason) : null;
}

/** Invite by email and role (what the chosen role may do shown under it); the one-time link is shown once, to pass on. */
export function InviteForm({ locale, rights }: { locale: string; rights: RoleRights }) {
  const t = useTranslations('Admin.people');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(inviteAction, IDLE);
  const [role, setRole] = useState<AssignableRole>('author');
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
          <select
            id="invite-role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as AssignableRole)}
            aria-describedby="invite-role-rights"
            className="field-control"
          >
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
      <div aria-live="polite" className="rounded-lg bg-ink-50 p-4 text-sm text-ink-700">
        <p className="font-semibold text-ink-950">{t(`roles.${role}`)}</p>
        <RoleRightsList id="invite-role-rights" lines={rights[role]} className="mt-1" />
      </div>
      {state.status === 'invited' && <InvitedLink invited={state} t={t} />}
    </form>
  );
}

/** The invitation made: until when it holds, whether it was mailed, and its link to copy. */
function InvitedLink({ invited, t }: { invited: Extract<InviteState, { status: 'invited' }>; t: PeopleMessages }) {
  const format = useFormatter();
  return (
    <div role="status" className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
      <p>{t('inviteLink', { email: invited.email, date: format.dateTime(new Date(invited.expiresAt), { dateStyle: 'long' }) })}</p>
      {invited.replaced && <p className="mt-1">{t('inviteReplaced', { email: invited.email })}</p>}
      <p className="mt-1">{invited.mailConfigured ? t('mailed', { email: invited.email }) : t('noMail')}</p>
      <LinkBox key={invited.link} link={invited.link} t={t} />
    </div>
  );
}

/** A one-time link to select or copy (a new link starts uncopied). */
export function LinkBox({ link, t }: { link: string; t: PeopleMessages }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <input readOnly value={link} aria-label={t('linkLabel')} className="field-control flex-1 font-mono text-xs" data-testid="invite-link" onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="btn btn-secondary min-h-9 px-3 py-1.5" onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}>
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}
