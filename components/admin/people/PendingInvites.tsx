import { getTranslations } from 'next-intl/server';
import { revokeInviteAction } from '@/lib/features/people/actions/revoke-invite';
import type { PendingInvite } from '@/lib/features/people';
import type { Locale } from '@/lib/infra/routing/routing';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { ResendInvite } from './ResendInvite.client';

/**
 * Invitations not yet used: who, with which role, invited by whom, sent and valid until when (or
 * expired), with Resend and Revoke. Rows are keyed by address, which has one open invitation at a
 * time, so a resend's answer stays on screen when its row comes back with the new invitation.
 */
export async function PendingInvites({ locale, invites, total }: { locale: Locale; invites: PendingInvite[]; total: number }) {
  const t = await getTranslations({ locale, namespace: 'Admin.people' });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const at = (iso: string) => `${when.format(new Date(iso))} UTC`;
  const columns: AdminColumn<PendingInvite>[] = [
    { key: 'email', header: t('pendingColumns.email'), rowHeader: true, className: 'font-semibold text-ink-950', cell: (invite) => invite.email },
    { key: 'role', header: t('pendingColumns.role'), cell: (invite) => t(`roles.${invite.role}`) },
    { key: 'by', header: t('pendingColumns.invitedBy'), cell: (invite) => invite.invitedBy ?? t('inviterGone') },
    { key: 'sent', header: t('pendingColumns.sent'), className: 'whitespace-nowrap', cell: (invite) => at(invite.sentAt) },
    {
      key: 'expires',
      header: t('pendingColumns.expires'),
      className: 'whitespace-nowrap',
      cell: (invite) => (invite.expired ? <span className="font-semibold text-red-800">{t('expired', { date: at(invite.expiresAt) })}</span> : at(invite.expiresAt)),
    },
    {
      key: 'actions',
      header: t('pendingColumns.actions'),
      cell: (invite) => (
        <div className="flex flex-wrap items-start gap-2">
          <ResendInvite locale={locale} invite={invite.id} email={invite.email} />
          <form action={revokeInviteAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="invite" value={invite.id} />
            <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5" aria-label={t('revokeLabel', { email: invite.email })}>
              {t('revoke')}
            </button>
          </form>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="pending-title" className="mt-8">
      <h3 id="pending-title" className="font-bold text-ink-950">
        {t('pendingTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{t('pendingLead')}</p>
      <div className="mt-3 overflow-x-auto rounded-card border border-ink-100">
        <AdminTable columns={columns} rows={invites} rowKey={(invite) => invite.email} className="min-w-[48rem]" dense />
      </div>
      {total > invites.length && <p className="mt-2 text-sm text-ink-600">{t('pendingMore', { shown: invites.length, total })}</p>}
    </section>
  );
}
