import 'server-only';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { hashToken } from '@/lib/infra/util/tokens';
import { queueMail } from '@/lib/features/mail';
import { invitationMail } from './invitation-mail';
import { INVITE_LIFETIME_MS, type AssignableRole } from './invitations';

/** An invitation just issued, with its link for the admin to pass on; `mailConfigured`: it is also on its way by mail. */
export interface DeliveredInvitation {
  email: string;
  link: string;
  expiresAt: string;
  mailConfigured: boolean;
}

/** The join link in the admin's language, and the mail carrying it (queued when SMTP is configured). */
export async function deliverInvitation(issued: { token: string; email: string; role: AssignableRole; expiresAt: Date }, locale: 'en' | 'es'): Promise<DeliveredInvitation> {
  const link = new URL(`/${locale}/manage/join`, getEnv().SITE_URL);
  link.searchParams.set('token', issued.token);
  const mail = invitationMail({ inviteKey: hashToken(issued.token).slice(0, 32), to: issued.email, role: issued.role, link: link.toString(), locale, days: INVITE_LIFETIME_MS / 86_400_000 });
  const mailConfigured = await queueMail(mail).catch((error: unknown) => {
    log.error('admin: queueing an invitation mail failed', { error });
    return false;
  });
  return { email: issued.email, link: link.toString(), expiresAt: issued.expiresAt.toISOString(), mailConfigured };
}
