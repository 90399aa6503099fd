/**
 * Booking tickets: what lets the visitor who just asked for a demo open the slot picker for that
 * request, and nobody else. A random token (only its SHA-256 stored) comes back with the form's
 * success answer and rides in the picker's URL; it names the lead, never shows it.
 */
import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import type { Database } from '@/lib/infra/db/client';
import { bookingTickets } from './tables';
import { createLeadStore } from '@/lib/features/leads';

/** Long enough to come back to the mail or a bookmark within the booking window. */
export const TICKET_DAYS = 14;

export function createTicketStore(database: () => Promise<Database>, now: () => Date = () => new Date()) {
  return {
    /** A new ticket for `leadId` (a demo request submitted twice gets two, both valid). */
    async issue(leadId: string): Promise<string> {
      const db = await database();
      const token = newToken();
      const at = now();
      await db.insert(bookingTickets).values({ tokenHash: hashToken(token), leadId, expiresAt: new Date(at.getTime() + TICKET_DAYS * 86_400_000) });
      // Expired tickets go as new ones come: the table never grows beyond the live ones.
      await db.delete(bookingTickets).where(lt(bookingTickets.expiresAt, at));
      return token;
    },

    /** The lead a live ticket belongs to (its locale too), or null for anything else. */
    async resolve(token: unknown): Promise<{ leadId: string; locale: 'en' | 'es'; firstName: string } | null> {
      if (typeof token !== 'string' || !isWellFormedToken(token)) return null;
      const db = await database();
      const [ticket] = await db
        .select({ leadId: bookingTickets.leadId })
        .from(bookingTickets)
        .where(and(eq(bookingTickets.tokenHash, hashToken(token)), gt(bookingTickets.expiresAt, now())))
        .limit(1);
      // The lead is leads' to read (a ticket goes with its lead: the foreign key cascades).
      const lead = ticket ? await createLeadStore(database).byId(ticket.leadId) : null;
      return ticket && lead ? { leadId: ticket.leadId, locale: lead.locale, firstName: lead.firstName } : null;
    },
  };
}

export type TicketStore = ReturnType<typeof createTicketStore>;
