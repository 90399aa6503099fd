import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { bookingTickets } from './tables';
import { createLeadStore } from '@/lib/features/leads';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { createTicketStore, TICKET_DAYS } from './tickets';

describe.each(testBackends())('booking tickets on %s', (backend) => {
  let handle: DatabaseHandle;
  let clock = new Date('2026-11-23T07:00:00Z');
  const database = async () => handle.db;
  const tickets = () => createTicketStore(database, () => clock);

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('name their lead while live, stored only as a hash, and nothing once expired', async () => {
    const { id } = await createLeadStore(database).capture(newLead({ firstName: 'Marta', locale: 'es' }));
    const token = await tickets().issue(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tickets().resolve(token)).toEqual({ leadId: id, locale: 'es', firstName: 'Marta' });
    expect(JSON.stringify(await handle.db.select().from(bookingTickets))).not.toContain(token);

    clock = new Date(clock.getTime() + TICKET_DAYS * 86_400_000 + 1000);
    expect(await tickets().resolve(token)).toBeNull();
    // The next ticket handed out clears the expired ones.
    await tickets().issue(id);
    expect(await handle.db.select().from(bookingTickets)).toHaveLength(1);
  });

  it('refuse anything that is not a live token', async () => {
    for (const value of ['', 'x', 'A'.repeat(43), 'é'.repeat(43), null, 42, ['a'], `${'A'.repeat(42)}'`]) {
      expect(await tickets().resolve(value)).toBeNull();
    }
  });
});
