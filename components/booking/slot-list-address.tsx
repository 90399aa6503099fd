import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { Locale } from '@/lib/infra/routing/routing';

/** The visitor's pass: the demo request's ticket, or (moving a meeting) the booking's token. */
export type BookingPass = { ticket: string } | { token: string };

/** The pass as the hidden field of a form that leads back to the list. */
export function PassFields({ pass }: { pass: BookingPass }) {
  return 'ticket' in pass ? <input type="hidden" name="ticket" value={pass.ticket} /> : <input type="hidden" name="token" value={pass.token} />;
}

/** The slot list's address for this pass and zone: every time (`all=1`) or the visitor's working day first. */
export function slotListHref(locale: Locale, pass: BookingPass, timeZone: string, all: boolean): string {
  const query = new URLSearchParams('ticket' in pass ? { ticket: pass.ticket } : { token: pass.token });
  query.set('tz', timeZone);
  if (all) query.set('all', '1');
  return `${localizedPath(locale, '/demo/book')}?${query}`;
}
