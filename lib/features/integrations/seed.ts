import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { integrationCategories, integrations } from './tables';
import { sampleIntegrations } from './sample-integrations';

const SAMPLE_CATEGORIES = [
  {
    slug: 'wms',
    nameEn: 'Warehouse Systems (WMS)',
    nameEs: 'Gestión de almacenes (WMS)',
    introEn: 'Returned items received, inspected and put away with the counts your warehouse already keeps.',
    introEs: 'Artículos devueltos recibidos, inspeccionados y ubicados con el inventario que ya lleva tu almacén.',
    position: 50,
  },
  {
    slug: 'erp',
    nameEn: 'ERP',
    nameEs: 'ERP',
    introEn: 'Credit notes, refunds and stock value posted to the books your finance team closes.',
    introEs: 'Notas de crédito, reembolsos y valor de inventario registrados en la contabilidad que cierra tu equipo de finanzas.',
    position: 60,
  },
];

/**
 * A fresh installation gets the spec's 19 integrations, published. Only once: when the id sequence
 * was ever used, an integration existed, and one the team deleted does not come back at the next start.
 */
export async function seedSampleIntegrations(db: Database): Promise<number> {
  const [sequence] = await db.select({ used: sql<boolean>`is_called` }).from(sql`integrations_id_seq`);
  if (sequence?.used) return 0;
  // Two categories the sample shows beside the four every installation has (migration 0035).
  await db.insert(integrationCategories).values(SAMPLE_CATEGORIES).onConflictDoNothing();
  // Instances starting together on PostgreSQL may both see an empty table: slugs are unique.
  const inserted = await db.insert(integrations).values(sampleIntegrations()).onConflictDoNothing().returning({ id: integrations.id });
  return inserted.length;
}
