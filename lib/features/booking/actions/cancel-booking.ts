'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { requestIp } from '@/lib/infra/http/request-ip';
import { log } from '@/lib/infra/log.mjs';
import { consume, limits } from '@/lib/infra/rate-limit';
import { announceCancellation, bookingPagePath, bookingStore } from '@/lib/features/booking/service';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

export const cancelBookingAction = actionClient
  .input(z.object({ locale: localeField, token: textField(100) }))
  .onInvalid(() => redirect(localizedPath('en', 'demo')))
  .formAction(async ({ input: { locale, token } }): Promise<void> => {
    if (!(await consume(limits.bookingChange, await requestIp())).allowed) redirect(`${bookingPagePath(locale, token)}&error=rate`);
    const result = await bookingStore().cancel(token);
    // Announced once: by the request that turned it from confirmed to cancelled.
    if (result.ok && result.changed) {
      log.info('bookings: cancelled', { booking: result.booking.id });
      await announceCancellation(result.booking, result.salesperson);
    }
    redirect(bookingPagePath(locale, token));
  });
