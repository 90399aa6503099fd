import { calendarInvitation } from '@/lib/features/booking';
import { meetingEvent } from '@/lib/features/booking';
import { bookingByToken, meetingFactsOf } from '@/lib/features/booking';

/**
 * `GET /api/bookings/invite?token=…`: the booked meeting as an `.ics` file, for calendars that
 * take a download (Apple Calendar, desktop Outlook). A cancelled meeting's file cancels it.
 */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const found = await bookingByToken(token);
  const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
  if (!found) return new Response('Not found\n', { status: 404, headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });
  const { booking, salesperson, lead } = found;
  const cancelled = booking.status === 'cancelled';
  const event = meetingEvent(meetingFactsOf(booking, salesperson, lead, token), booking.locale);
  const body = calendarInvitation(event, { method: cancelled ? 'CANCEL' : 'REQUEST', sequence: cancelled ? 1 : 0, now: new Date() });
  return new Response(body, {
    headers: {
      ...privateHeaders,
      'Content-Type': 'text/calendar; charset=utf-8; method=' + (cancelled ? 'CANCEL' : 'REQUEST'),
      'Content-Disposition': 'attachment; filename="otailo-demo.ics"',
    },
  });
}
