'use server';

import { redirect } from 'next/navigation';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { requestIp } from '@/lib/infra/http/request-ip';
import { log } from '@/lib/infra/log.mjs';
import { consume, limits } from '@/lib/infra/rate-limit';
import { announceCancellation, bookingPagePath, bookingStore } from '@/lib/features/booking/service';

export const cancelBookingAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const token = formText(data, 'token').slice(0, 100);
  if (!(await consume(limits.bookingChange, await requestIp())).allowed) redirect(`${bookingPagePath(locale, token)}&error=rate`);
  const result = await bookingStore().cancel(token);
  // Announced once: by the request that turned it from confirmed to cancelled.
  if (result.ok && result.changed) {
    log.info('bookings: cancelled', { booking: result.booking.id });
    await announceCancellation(result.booking, result.salesperson);
  }
  redirect(bookingPagePath(locale, token));
});
