#!/usr/bin/env node
// @ts-check
/**
 * A big sales team in an embedded database, before a server opens it (one process owns PGlite):
 * `count` active salespeople in eight zones, weekdays 09:00–17:00, four confirmed meetings each.
 * For the slot benchmark (slots.mjs) and e2e/hostile-booking.spec.ts.
 *   npx tsx --conditions=react-server scripts/bench/sales-team.mjs <dataDir> [count]
 */
import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../lib/infra/db/client.ts';
import { migrateDatabase } from '../../lib/infra/db/migrate.ts';

export const ZONES = ['Europe/Madrid', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Tokyo'];
const MEETINGS_EACH = 4;

/** @param {import('../../lib/infra/db/client.ts').DatabaseHandle} handle @param {number} salesperson @param {number} n */
async function addMeeting(handle, salesperson, n) {
  const { rows } = await handle.query(
    `INSERT INTO leads (kind, idempotency_key, locale, first_name, last_name, email, page_uri, page_name) VALUES ('demo', $1, 'en', 'Bench', 'Lead', 'bench@example.com', '/en/demo', 'Demo') RETURNING id`,
    [randomBytes(12).toString('hex')],
  );
  // Every six hours from the next quarter hour, shifted per salesperson: some land in working hours.
  const start = Math.ceil(Date.now() / 900_000) * 900_000 + (1 + n * 2 + salesperson) * 6 * 3_600_000;
  await handle.query(
    `INSERT INTO bookings (lead_id, salesperson_id, starts_at, ends_at, visitor_time_zone, locale, token_hash) VALUES ($1, $2, $3, $4, 'UTC', 'en', $5)`,
    [rows[0]?.id, salesperson, new Date(start), new Date(start + 900_000), createHash('sha256').update(randomBytes(16)).digest('hex')],
  );
}

/** @param {string} dataDir @param {number} count */
export async function addSalesTeam(dataDir, count) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    const workday = [{ start: '09:00', end: '17:00' }];
    const weekly = JSON.stringify({ 1: workday, 2: workday, 3: workday, 4: workday, 5: workday });
    for (let i = 0; i < count; i += 1) {
      const { rows } = await handle.query(
        `INSERT INTO salespeople (name, email, time_zone, weekly, notice_minutes, buffer_minutes) VALUES ($1, $2, $3, $4::jsonb, 240, 15) RETURNING id`,
        [`Seller ${i}`, `seller${i}@bench.test`, ZONES[i % ZONES.length], weekly],
      );
      for (let n = 0; n < MEETINGS_EACH; n += 1) await addMeeting(handle, Number(rows[0]?.id), n);
    }
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [dataDir, count = '50'] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: sales-team.mjs <dataDir> [count]');
  await addSalesTeam(dataDir, Number(count));
}
