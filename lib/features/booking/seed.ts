import 'server-only';
import { count } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { salespeople } from './tables';

/**
 * The laptop installation (embedded database) gets one sample salesperson, so that a demo request
 * can be followed by booking a slot out of the box. Never on PostgreSQL: there, bookings start when
 * an admin adds the real team (Admin → Bookings), and no one books a meeting with a sample.
 */
export async function seedSampleSalesperson(db: Database): Promise<boolean> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(salespeople);
  if (Number(total) > 0) return false;
  const workday = [{ start: '09:00', end: '17:00' }];
  await db.insert(salespeople).values({
    name: 'Otailo demo team',
    // Read on Spanish pages, mails and calendar files: the sample holds demos in both languages.
    nameEs: 'Equipo de demos de Otailo',
    languages: ['en', 'es'],
    email: 'demo-team@otailo.example',
    timeZone: 'Europe/Madrid',
    // A sample like its address: a real team sets its own room in Admin → Bookings.
    meetingUrl: 'https://meet.otailo.example/demo-team',
    weekly: { 1: workday, 2: workday, 3: workday, 4: workday, 5: workday },
  });
  return true;
}
