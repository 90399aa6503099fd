/**
 * One-way move from the legacy platform: every BlogPost record into the site's database, matched
 * by slug, so running it again changes nothing (`npm run import:platform`).
 */
import { readPostInput, type PostField } from '@/lib/admin/post-input';
import type { PlatformBlogPost, PlatformClient } from '@/lib/platform';
import { isoDay } from './platform-store';
import type { PostInput, PostStore } from './types';

export interface ImportReport {
  created: number;
  updated: number;
  skipped: number;
  /** Records that could not be taken, and why. */
  failed: { record: string; reason: string }[];
}

const REQUIRED: PostField[] = ['title', 'slug', 'excerpt', 'fullContent', 'category', 'image', 'date'];

/** The editor's rules decide what is a valid post, here as in the admin. */
function inputFrom(record: PlatformBlogPost): { input: PostInput } | { reason: string } {
  const raw: Record<PostField, string> = {
    title: record.title ?? '',
    slug: record.slug ?? '',
    excerpt: record.excerpt ?? '',
    category: record.category ?? '',
    author: record.author ?? '',
    // An unreadable date is passed on as it is, so that the report names it.
    date: isoDay(record.date ?? record.created_date) ?? record.date ?? record.created_date ?? '',
    readTime: record.readTime ?? '',
    image: record.image ?? '',
    imageCredit: record.imageCredit ?? '',
    fullContent: record.fullContent ?? '',
    language: record.language === 'es' ? 'es' : 'en',
    status: record.status === 'draft' ? 'draft' : 'published',
  };
  const result = readPostInput(raw);
  if (result.ok) return { input: result.input };
  if (result.error === 'required') return { reason: `missing ${REQUIRED.filter((field) => !raw[field].trim()).join(', ')}` };
  if (result.error === 'invalid-slug') return { reason: `unusable slug "${raw.slug}"` };
  if (result.error === 'unrenderable-body') return { reason: `body the site cannot display (${result.problem})` };
  return { reason: `invalid ${result.field} "${raw[result.field].slice(0, 80)}"` };
}

const same = (a: PostInput, b: PostInput) => (Object.keys(a) as (keyof PostInput)[]).every((key) => a[key] === b[key]);

export async function importPlatformPosts(source: PlatformClient, target: PostStore): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, skipped: 0, failed: [] };
  const records = (await source.entities('BlogPost').list({ sort: '-date' }));
  for (const record of records) {
    const name = record?.slug || record?.title || String(record?.id ?? '?');
    const parsed = inputFrom(record);
    if ('reason' in parsed) {
      report.failed.push({ record: name, reason: parsed.reason });
      continue;
    }
    try {
      const existing = await target.bySlug(parsed.input.slug, { includeDrafts: true });
      if (!existing) {
        await target.create(parsed.input);
        report.created += 1;
      } else if (same(parsed.input, { ...existing })) {
        report.skipped += 1;
      } else {
        await target.update(existing.id, parsed.input);
        report.updated += 1;
      }
    } catch (error) {
      report.failed.push({ record: name, reason: (error as Error).message });
    }
  }
  return report;
}
