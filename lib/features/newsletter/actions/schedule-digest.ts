'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { localeField, textField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { scheduleDraft } from '@/lib/features/newsletter/digests';
import { newsletterScreen } from './screen';

/** At most this far ahead: a schedule is for the next issue, not for next year. */
const MAX_DAYS_AHEAD = 60;

/** A `datetime-local` value, read as UTC (the screen says so); null when it is no such instant. */
function utcInstant(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day && hour < 24 && minute < 60 ? at : null;
}

/** Schedules the next issue (admins only) for a future instant; the mail loop sends it then. Audited. */
export const scheduleDigestAction = actionClient
  .input(z.object({ locale: localeField, version: versionField, at: textField(20) }))
  .use(signedInWith<void>('newsletter', (_reason, raw) => redirect(newsletterScreen(raw))))
  .onInvalid(({ raw }) => redirect(newsletterScreen(raw, '?digest=bad-time')))
  .formAction(async ({ input: { locale, version, at }, ctx: user }): Promise<void> => {
    const instant = utcInstant(at);
    if (!instant || instant.getTime() > Date.now() + MAX_DAYS_AHEAD * 86_400_000) redirect(newsletterScreen({ locale }, '?digest=bad-time'));
    let outcome: string;
    try {
      const result = await scheduleDraft(await getDatabase(), { version, at: instant, by: user });
      outcome = result.outcome === 'past' ? 'bad-time' : result.outcome;
      if (result.outcome === 'scheduled') await audit({ actor: user, action: 'newsletter.schedule', target: 'newsletter-issue:next', detail: { at: instant.toISOString(), version } });
    } catch (error) {
      log.error('newsletter: the digest could not be scheduled', { error });
      outcome = 'failed';
    }
    refresh();
    redirect(newsletterScreen({ locale }, `?digest=${outcome}`));
  });
