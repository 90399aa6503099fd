'use client';

import { useActionState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { resendInviteAction, type ResendState } from '@/lib/features/people/actions/resend-invite';
import { INVITE_SENDS_PER_DAY } from '@/lib/features/people/shared/invite-limits';
import { deniedText } from '../editor-messages';
import { LinkBox, type PeopleMessages } from './InviteForm.client';

const IDLE: ResendState = { status: 'idle' };

/** Resend a pending invitation: a new link (shown, and mailed when mail is configured); the old one stops working. */
export function ResendInvite({ locale, invite, email }: { locale: string; invite: number; email: string }) {
  const t = useTranslations('Admin.people');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(resendInviteAction, IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="invite" value={invite} />
      <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5" disabled={pending} aria-busy={pending || undefined} aria-label={t('resendLabel', { email })}>
        {pending && <Spinner />}
        {pending ? t('resending') : t('resend')}
      </button>
      {state.status === 'resent' && <Resent state={state} t={t} />}
      {(state.status === 'failed' || state.status === 'denied') && (
        <p role="alert" className="mt-2 min-w-64 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.status === 'denied'
            ? deniedText(admin, state.reason)
            : state.reason === 'rate-limited'
              ? t('rate-limited', { count: INVITE_SENDS_PER_DAY })
              : state.reason === 'unknown'
                ? admin('editor.unknownError')
                : state.reason === 'exists'
                  ? t('exists')
                  : t('resendGone')}
        </p>
      )}
    </form>
  );
}

function Resent({ state, t }: { state: Extract<ResendState, { status: 'resent' }>; t: PeopleMessages }) {
  const format = useFormatter();
  return (
    <div role="status" className="mt-2 min-w-72 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <p>{t('resent', { email: state.email, date: format.dateTime(new Date(state.expiresAt), { dateStyle: 'long' }) })}</p>
      <p className="mt-1">{state.mailConfigured ? t('mailed', { email: state.email }) : t('noMail')}</p>
      <LinkBox key={state.link} link={state.link} t={t} />
    </div>
  );
}
