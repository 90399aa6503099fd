'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { localeField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { cancelSchedule } from '@/lib/features/newsletter/digests';
import { newsletterScreen } from './screen';

/** Takes the schedule off the next issue (admins only), before it is sent; audited. */
export const cancelDigestScheduleAction = actionClient
  .input(z.object({ locale: localeField }))
  .use(signedInWith<void>('newsletter', (_reason, raw) => redirect(newsletterScreen(raw))))
  .onInvalid(({ raw }) => redirect(newsletterScreen(raw)))
  .formAction(async ({ input: { locale }, ctx: user }): Promise<void> => {
    const cancelled = await cancelSchedule(await getDatabase());
    if (cancelled) await audit({ actor: user, action: 'newsletter.unschedule', target: 'newsletter-issue:next' });
    refresh();
    redirect(newsletterScreen({ locale }, `?digest=${cancelled ? 'unscheduled' : 'not-scheduled'}`));
  });
