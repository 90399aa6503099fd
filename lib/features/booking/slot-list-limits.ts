/**
 * What one visitor, or one ticket or booking link, may ask of the slot list: a person looks a few
 * times (and changes the zone), a script keeps going. Counted like the site's other limits (per
 * address, in PostgreSQL when there is one); the pass counts by its hash, never in clear.
 */
import 'server-only';
import { hashToken } from '@/lib/infra/util/tokens';
import { consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';

export const slotListReadsPerAddress = { name: 'booking-slot-list', points: 60, durationSeconds: 600 } as const satisfies RateLimitPolicy;
export const slotListReadsPerPass = { name: 'booking-slot-list-pass', points: 30, durationSeconds: 600 } as const satisfies RateLimitPolicy;

/** Counts one read of the slot list by this address; false once it asked too often. */
export async function mayReadSlotsFrom(address: string): Promise<boolean> {
  return (await consume(slotListReadsPerAddress, address)).allowed;
}

/** Counts one read of the slot list with this ticket or link; false once it was read too often. */
export async function mayReadSlotsWith(pass: string): Promise<boolean> {
  return (await consume(slotListReadsPerPass, hashToken(pass))).allowed;
}
