/**
 * Demo meetings: salespeople's availability, free slots, booking by ticket or link, their mails and calendar files, the admin lists.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { BOOKING_VIEWS, bookingList, bookingListHref, bookingListQuery } from './admin-list';
export type { AdminBooking, BookingListQuery } from './admin-list';
export { calendarInvitation, googleCalendarLink, outlookCalendarLink } from './ics';
export { clockFormat, formatClock, formatMeetingDay, formatMeetingTime, hostName, meetingEvent, meetingPlace, zoneChoices, zoneLabel } from './meeting';
export { salespeopleStore } from './salespeople';
export { seedSampleSalesperson } from './seed';
export { bookingByToken, bookingStore, meetingFactsOf, ticketStore } from './service';
export { mayReadSlotsFrom, mayReadSlotsWith } from './slot-list-limits';
export { slotsByDay } from './slots';
export type { Slot } from './slots';
export { VISITOR_DAY, visitorOffer } from './visitor-offer';
export type { OfferedSlot, VisitorEntry, VisitorOffer } from './visitor-offer';
export { canonicalTimeZone } from './zoned-time';
export { onGrid } from './store';
export type { BookingRow, SalespersonRow } from './tables';
