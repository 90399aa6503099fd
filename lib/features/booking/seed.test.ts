import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { salespeople } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { seedSampleSalesperson } from './seed';
import { availabilityProblems } from './slots';
import { availabilityOf } from './store';

describe.each(testBackends())('seeding the sample team on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('adds the sample salesperson to an empty team only, with hours the slot rules accept', async () => {
    expect(await seedSampleSalesperson(handle.db)).toBe(true);
    expect(await seedSampleSalesperson(handle.db)).toBe(false);
    const rows = await handle.db.select().from(salespeople);
    expect(rows).toHaveLength(1);
    expect(availabilityProblems(availabilityOf(rows[0]!))).toEqual([]);
    // Spanish pages name it in Spanish, and offer its times to Spanish speakers.
    expect(rows[0]).toMatchObject({ name: 'Otailo demo team', nameEs: 'Equipo de demos de Otailo', languages: ['en', 'es'] });
  });
});
