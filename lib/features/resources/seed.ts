import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { resourceFiles, resources } from './tables';
import { writePdf } from './pdf-writer';
import { SAMPLE_GUIDES } from './sample-guides';

/**
 * A fresh installation gets the sample guide in English and in Spanish, linked, each with its PDF
 * rendered here. Only once: when the id sequence was ever used, a resource existed, and one the
 * team deleted does not come back at the next start.
 */
export async function seedSampleResources(db: Database, now: Date = new Date()): Promise<number> {
  const [sequence] = await db.select({ used: sql<boolean>`is_called` }).from(sql`resources_id_seq`);
  if (sequence?.used) return 0;
  const translationGroup = randomUUID();
  const guides = [SAMPLE_GUIDES.en, SAMPLE_GUIDES.es];
  // Instances starting together on PostgreSQL may both see an empty table: slugs are unique.
  const inserted = await db
    .insert(resources)
    .values(guides.map((guide) => ({ ...guide.resource, translationGroup, publishedAt: now })))
    .onConflictDoNothing()
    .returning({ id: resources.id, slug: resources.slug });
  for (const row of inserted) {
    const guide = guides.find((candidate) => candidate.resource.slug === row.slug)!;
    const bytes = writePdf({ title: guide.resource.title, language: guide.resource.language, blocks: guide.pdf });
    await db.insert(resourceFiles).values({ resourceId: row.id, bytes, size: bytes.byteLength }).onConflictDoNothing();
  }
  return inserted.length;
}
