import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { bookings, salespeople } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { createSalespeopleStore } from './salespeople';

const lucia = {
  name: 'Lucía Pérez',
  nameEs: 'Lucía (ventas)',
  email: 'Lucia@Otailo.test',
  timeZone: 'Europe/Madrid',
  languages: ['es', 'en'],
  weekly: { 1: [{ start: '14:00', end: '17:00' }, { start: '09:00', end: '12:00' }] },
  noticeMinutes: 240,
  bufferMinutes: 15,
  daysOff: ['2026-12-25', '2026-12-24'],
  active: true,
};

describe.each(testBackends())('salespeople on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createSalespeopleStore(async () => handle.db);

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(bookings);
    await handle.db.delete(salespeople);
  });

  it('adds a salesperson with their hours, email lower-cased, blocks and days off in order', async () => {
    const result = await store().create(lucia);
    if (!result.ok) throw new Error(result.reason);
    expect(result.salesperson).toMatchObject({
      name: 'Lucía Pérez',
      nameEs: 'Lucía (ventas)',
      email: 'lucia@otailo.test',
      languages: ['en', 'es'],
      weekly: { 1: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '17:00' }] },
      daysOff: ['2026-12-24', '2026-12-25'],
      active: true,
    });
    expect(await store().list()).toEqual([result.salesperson]);
  });

  it('stores nothing when a field is wrong, and says which', async () => {
    const refused = await store().create({ ...lucia, email: 'lucia at otailo', weekly: { 2: [{ start: '12:00', end: '09:00' }] }, bufferMinutes: 241 });
    expect(refused).toEqual({ ok: false, reason: 'invalid', errors: { email: 'invalidEmail', day2: 'interval', buffer: 'invalid' } });
    expect(await store().create({ ...lucia, timeZone: 'Europe/Atlantis' })).toEqual({ ok: false, reason: 'invalid', errors: { timeZone: 'invalid' } });
    expect(await handle.db.select().from(salespeople)).toEqual([]);
  });

  it('keeps emails unique, whatever their case: the second one is the email field’s error', async () => {
    expect((await store().create(lucia)).ok).toBe(true);
    expect(await store().create({ ...lucia, name: 'Another Lucía', email: 'LUCIA@otailo.test' })).toEqual({ ok: false, reason: 'invalid', errors: { email: 'taken' } });
    const ana = await store().create({ ...lucia, name: 'Ana', email: 'ana@otailo.test' });
    if (!ana.ok) throw new Error(ana.reason);
    expect(await store().update(ana.salesperson.id, { ...lucia, name: 'Ana' })).toEqual({ ok: false, reason: 'invalid', errors: { email: 'taken' } });
    expect(await handle.db.select().from(salespeople)).toHaveLength(2);
  });

  it('changes a salesperson, and lists the active ones first', async () => {
    const created = await store().create(lucia);
    if (!created.ok) throw new Error(created.reason);
    const other = await store().create({ ...lucia, name: 'Ana', email: 'ana@otailo.test' });
    if (!other.ok) throw new Error(other.reason);
    const updated = await store().update(other.salesperson.id, { ...lucia, name: 'Ana', email: 'ana@otailo.test', timeZone: 'America/Bogota', weekly: {}, noticeMinutes: 0, bufferMinutes: 0, daysOff: [], active: false });
    if (!updated.ok) throw new Error(updated.reason);
    expect(updated.salesperson).toMatchObject({ timeZone: 'America/Bogota', weekly: {}, noticeMinutes: 0, active: false });
    expect(updated.salesperson.updatedAt.getTime()).toBeGreaterThanOrEqual(other.salesperson.updatedAt.getTime());
    expect((await store().list()).map((person) => person.name)).toEqual(['Lucía Pérez', 'Ana']);
    expect(await store().update(other.salesperson.id, { ...lucia, email: 'ana@otailo.test', noticeMinutes: -1 })).toEqual({ ok: false, reason: 'invalid', errors: { notice: 'invalid' } });
    expect((await store().list())[1]).toEqual(updated.salesperson);
  });

  it('says when the salesperson to change does not exist', async () => {
    expect(await store().update(987654, lucia)).toEqual({ ok: false, reason: 'not-found' });
  });
});
