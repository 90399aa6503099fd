/**
 * Leads for e2e/admin-lists.spec.ts in an embedded database, before its own server opens it (one
 * process owns PGlite): 55 demo requests (two pages of the inbox) and 3 contact messages, all
 * marked spam so the forwarding worker leaves them alone, each on a day of its own.
 *   tsx --conditions=react-server e2e/support/seed-lists.ts <dataDir>
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { createLeadStore } from '@/lib/features/leads';
import { leads } from '@/lib/features/leads/tables';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: <dataDir>');
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  await migrateDatabase(handle);
  const store = createLeadStore(async () => handle.db);
  const lead = (index: number, kind: 'demo' | 'contact', firstName: string, lastName: string, company: string) => ({
    kind,
    idempotencyKey: `seed-lists-${index}`,
    locale: 'en' as const,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${index}@lists.test`,
    company,
    country: 'MX',
    interest: null,
    message: `=HYPERLINK("https://evil.example","seeded ${index}")`,
    pageUri: 'https://www.otailo.com/en/contact',
    pageName: 'Contact',
    hutk: null,
    ipAddress: null,
    userAgent: null,
    spam: true,
  });
  const rows = [
    ...Array.from({ length: 55 }, (_, index) => lead(index, 'demo', `Seeded${String(index).padStart(2, '0')}`, 'Demo', 'Seeded Retail')),
    lead(100, 'contact', 'Zoe', 'Zebra', 'Zebra Returns'),
    lead(101, 'contact', 'Aaron', 'Aardvark', 'Aardvark Logistics'),
    lead(102, 'contact', 'Mia', 'Marlin', 'Zebra Returns'),
  ];
  for (const [index, row] of rows.entries()) {
    const { id } = await store.capture(row);
    await handle.db.update(leads).set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index, 9)) }).where(eq(leads.id, id));
  }
} finally {
  await handle.close();
}
